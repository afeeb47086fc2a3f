import type { OrderGuideLinePayload, OrderGuideProduct, PatchOrderGuideRequest, Product } from '@storefront/contract';
import { parseQuantityInput } from '@storefront/domain';
import { type GuideLineDraft, guideLineError, guideLinePayload } from '../../../lib/order-guides/guide-line';

/** A product chosen for the guide with its line as typed. */
export interface EditLine {
  product: Product;
  draft: GuideLineDraft;
}

/** The products checked on /order-guide-edit, in the guide's order (a Map keeps insertion order). */
export type GuideSelection = ReadonlyMap<number, EditLine>;

/** The guide's saved lines as a selection, with the products the catalogue still lists (spec 1 §5). */
export function selectionOf(lines: readonly OrderGuideProduct[], products: readonly Product[]): GuideSelection {
  const byKey = new Map(products.map((p) => [p.productKey, p]));
  const selection = new Map<number, EditLine>();
  for (const line of lines) {
    const product = byKey.get(line.productKey);
    if (product)
      selection.set(line.productKey, {
        product,
        draft: { quantityText: parseQuantityInput(line.orderQuantity).toString(), unit: line.unitOfMeasure },
      });
  }
  return selection;
}

/** The first problem of each checked line (the multiple rule disables Save). */
export function selectionErrors(selection: GuideSelection): Map<number, string> {
  const errors = new Map<number, string>();
  for (const [key, { product, draft }] of selection) {
    const error = guideLineError(product, draft);
    if (error) errors.set(key, error);
  }
  return errors;
}

/** POST /api/orderguide/{name}: every checked line in order. */
export function createLines(selection: GuideSelection): OrderGuideLinePayload[] {
  return [...selection].map(([key, { draft }]) => guideLinePayload(key, draft));
}

const sameLine = (a: OrderGuideLinePayload, b: OrderGuideProduct) =>
  parseQuantityInput(a.orderQuantity).eq(parseQuantityInput(b.orderQuantity)) && a.unitOfMeasure === b.unitOfMeasure;

/**
 * PATCH /api/orderguide/{name} (spec 1 §4): unchecked products as deletes (isDelete true),
 * new or changed ones with sequence -1 (they go to the end); unchanged lines are not sent.
 */
export function patchLines(
  saved: readonly OrderGuideProduct[],
  selection: GuideSelection,
): PatchOrderGuideRequest['products'] {
  const deletes = saved
    .filter((line) => !selection.has(line.productKey))
    .map((line) => ({
      productKey: line.productKey,
      orderQuantity: line.orderQuantity,
      unitOfMeasure: line.unitOfMeasure,
      isDelete: true,
    }));
  const savedByKey = new Map(saved.map((l) => [l.productKey, l]));
  const changes = createLines(selection).flatMap((line) => {
    const before = savedByKey.get(line.productKey);
    return before && sameLine(line, before) ? [] : [{ ...line, sequence: -1 }];
  });
  return [...deletes, ...changes];
}
