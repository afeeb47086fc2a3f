import type { OrderGuideLinePayload } from '@storefront/contract';
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
