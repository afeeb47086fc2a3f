import type { OrderGuideCountLineIn, OrderGuideLinePayload, ParLevelIn } from '@storefront/contract';
import {
  decimalPlaces,
  findSellBy,
  invalidMultipleMessage,
  isListedProduct,
  isNegative,
  isValidMultiple,
  type ProductUnits,
  QUANTITY_DECIMALS,
  sellByMultipleOf,
  toDecimal,
} from '@storefront/domain';

interface GuideProduct extends ProductUnits {
  productKey: number;
  isActive: boolean;
}

/**
 * Why a guide line cannot be kept, or null: the product must exist and be visible to the
 * customer (spec 1 §5), the unit must be one of its sell-by units, and the quantity 0 or
 * more with at most 2 decimals and a multiple of the unit's sell-by multiple (spec 1 §5).
 */
export function guideLineProblem(line: OrderGuideLinePayload, product: GuideProduct | undefined): string | null {
  if (!product || !isListedProduct(product)) return `Product ${line.productKey} is not available.`;
  if (!findSellBy(product, line.unitOfMeasure))
    return `${line.unitOfMeasure} is not a unit product ${line.productKey} is sold in.`;
  const quantity = toDecimal(line.orderQuantity);
  if (isNegative(quantity) || decimalPlaces(quantity) > QUANTITY_DECIMALS)
    return `Invalid quantity of ${String(line.orderQuantity)}.`;
  const multiple = sellByMultipleOf(product, line.unitOfMeasure);
  if (multiple !== null && !isValidMultiple(quantity, multiple)) return invalidMultipleMessage(quantity, multiple);
  return null;
}

/**
 * Issue 32: why a par level cannot be kept, or null: its unit must be a sell-by unit of the
 * product, its quantities 0 or more with at most 2 decimals, each weekday named once.
 */
export function parLevelProblem(
  line: { productKey: number; parLevel: ParLevelIn },
  product: ProductUnits,
): string | null {
  const par = line.parLevel;
  if (!findSellBy(product, par.unitOfMeasure))
    return `${par.unitOfMeasure} is not a unit product ${line.productKey} is sold in.`;
  const weekdays = par.byWeekday ?? [];
  if (new Set(weekdays.map((w) => w.weekday)).size !== weekdays.length)
    return `A weekday is listed more than once in the par of product ${line.productKey}.`;
  for (const q of [par.quantity, ...weekdays.map((w) => w.quantity)]) {
    const value = toDecimal(q);
    if (isNegative(value) || decimalPlaces(value) > QUANTITY_DECIMALS) return `Invalid par level of ${String(q)}.`;
  }
  return null;
}

/** Issue 32: why a counted line cannot be kept, or null (a sell-by unit; 0 or more with at most 2 decimals). */
export function countLineProblem(line: OrderGuideCountLineIn, product: ProductUnits | undefined): string | null {
  if (!product || !findSellBy(product, line.unitOfMeasure))
    return `${line.unitOfMeasure} is not a unit product ${line.productKey} is sold in.`;
  const value = toDecimal(line.onHand);
  if (isNegative(value) || decimalPlaces(value) > QUANTITY_DECIMALS)
    return `Invalid on-hand quantity of ${String(line.onHand)}.`;
  return null;
}
