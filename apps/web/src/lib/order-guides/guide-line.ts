import type { OrderGuideLinePayload, Product } from '@storefront/contract';
import {
  defaultSellByUnit,
  formatPlain,
  multipleProblem,
  parseQuantityInput,
  sellByMultipleOf,
} from '@storefront/domain';

/** A guide line as typed: the quantity text and the sell-by unit. */
export interface GuideLineDraft {
  quantityText: string;
  unit: string;
}

/** A product's first guide line: its default quantity (1 when none) in its default sell-by unit. */
export function startingGuideLine(product: Product): GuideLineDraft {
  const unit = defaultSellByUnit(product) ?? '';
  const preferred = product.defaultQuantity;
  const quantity =
    preferred && preferred.unitOfMeasure === unit ? parseQuantityInput(String(preferred.orderQuantity)) : null;
  const multiple = sellByMultipleOf(product, unit);
  const start = quantity && quantity.gt(0) ? quantity : (multiple ?? parseQuantityInput('1'));
  return { quantityText: formatPlain(start), unit };
}

/**
 * Why the line cannot be saved, or null (spec 1 §5): the product must have the unit, and the
 * quantity must be a multiple of the unit's sell-by multiple ('Invalid quantity of {n}. Please
 * enter a multiple of {m}', which disables Save).
 */
export function guideLineError(product: Product, draft: GuideLineDraft): string | null {
  if (!product.sellBys.some((s) => s.unitOfMeasure === draft.unit)) return 'Product has no Sell By U/M';
  return multipleProblem(parseQuantityInput(draft.quantityText), sellByMultipleOf(product, draft.unit));
}

/** The line as the guide calls send it. */
export function guideLinePayload(productKey: number, draft: GuideLineDraft): OrderGuideLinePayload {
  return { productKey, orderQuantity: parseQuantityInput(draft.quantityText).toNumber(), unitOfMeasure: draft.unit };
}
