import { type Decimal, isZero, roundQuantity, toDecimal } from '../units/decimal';
import { findSellBy, type ProductUnits, stockConversionOf } from '../units/product-units';
import type { DecimalQuantity, Quantity } from '../units/quantity';
import { applyQuantityRule } from '../units/quantity-rounding';
import { sellByMultipleOf } from '../units/sell-by-multiple';

/** A product's units with the unit its stock is counted in (conversion 1). */
export interface StockedUnits extends ProductUnits {
  stockUnit: string;
}

/** A quantity of `unit` to 2 decimals, then to the unit's sell-by multiple (the nearest, never 0); null when it is 0. */
function sellable(value: Decimal, unit: string, product: ProductUnits): DecimalQuantity | null {
  const rule = applyQuantityRule(roundQuantity(value), sellByMultipleOf(product, unit), 'AutoRoundNearest');
  if (!rule.ok || isZero(rule.value)) return null;
  return { value: rule.value, unit };
}

/** How far apart two unit sizes are, as a ratio of at least 1 (a 12 and a 10 are 1.2 apart, a 10 and a 12 too). */
function sizeRatio(a: Decimal, b: Decimal): Decimal {
  return a.gte(b) ? a.div(b) : b.div(a);
}

/**
 * The quantity of a substitute that stands in for a line of `from` (issue 31), in the substitute's nearest sell-by unit:
 * - the line's own unit when the substitute sells by it (2 CS stays 2 CS);
 * - else, for products stocked in the same unit, the line's quantity in stock units restated in the substitute's
 *   sell-by unit closest in size to the line's (a case of 12 EA becomes 1.2 of a box of 10, not 12 EA);
 * either way rounded to that unit's sell-by multiple (the nearest multiple, never 0). Null when no sell-by unit of
 * the substitute can take it: products stocked in different units (pounds and eaches do not convert), or units that
 * no longer convert.
 */
export function substituteQuantity(q: Quantity, from: StockedUnits, to: StockedUnits): DecimalQuantity | null {
  const value = toDecimal(q.value);
  if (findSellBy(to, q.unit)) return sellable(value, q.unit, to);
  if (from.stockUnit !== to.stockUnit) return null;
  let lineSize: Decimal;
  try {
    lineSize = stockConversionOf(from, q.unit);
  } catch {
    return null;
  }
  let best: { unit: string; size: Decimal; distance: Decimal } | null = null;
  for (const sellBy of to.sellBys) {
    let size: Decimal;
    try {
      size = stockConversionOf(to, sellBy.unitOfMeasure);
    } catch {
      continue;
    }
    const distance = sizeRatio(size, lineSize);
    if (!best || distance.lt(best.distance)) best = { unit: sellBy.unitOfMeasure, size, distance };
  }
  if (!best) return null;
  return sellable(value.times(lineSize).div(best.size), best.unit, to);
}
