import { type Decimal, type DecimalInput, roundMoney, roundPrice, roundQuantity } from './decimal';
import { type ProductUnits, priceDecimalsOf, stockConversionOf } from './product-units';
import { convertQuantity, type Quantity } from './quantity';

/** Spec 1 §3 cart line unitPrice: dollars ('$') per one `from` unit. */
export interface UnitPrice {
  factor: Decimal;
  from: string;
  to: '$';
}

/**
 * The line's quantity (2 decimals) converted to the price-by unit, times the unit price
 * (rounded to that unit's price decimals), half-up to cents.
 * 1 CS of 40 LB at 2.49 per LB = 99.60.
 */
export function lineExtension(q: Quantity, priceUnit: string, unitPrice: DecimalInput, product: ProductUnits): Decimal {
  const inPriceUnit = convertQuantity({ value: roundQuantity(q.value), unit: q.unit }, priceUnit, product);
  const price = roundPrice(unitPrice, priceDecimalsOf(product, priceUnit));
  return roundMoney(inPriceUnit.value.times(price));
}

/** The unit price as the cart line carries it: factor dollars per one price-by unit. */
export function unitPriceOf(priceUnit: string, unitPrice: DecimalInput, product: ProductUnits): UnitPrice {
  return { factor: roundPrice(unitPrice, priceDecimalsOf(product, priceUnit)), from: priceUnit, to: '$' };
}

/**
 * The same price restated per `unit` (usually the sell-by unit) for display, at the price-by
 * unit's decimals: 2.49 per LB is 99.60 per 40 LB CS.
 */
export function unitPriceIn(
  unit: string,
  priceUnit: string,
  unitPrice: DecimalInput,
  product: ProductUnits,
): UnitPrice {
  const decimals = priceDecimalsOf(product, priceUnit);
  const price = roundPrice(unitPrice, decimals);
  const perUnit = price.times(stockConversionOf(product, unit)).div(stockConversionOf(product, priceUnit));
  return { factor: roundPrice(perUnit, decimals), from: unit, to: '$' };
}
