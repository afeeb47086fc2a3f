import type { CartLinePayload, CartWriteResult, OrderView } from '@storefront/contract';

export type OrderLine = OrderView['lines'][number];

/** A past line as it would go into the cart: the same product, unit, quantity and price unit, at today's price. */
export function reorderPayload(line: OrderLine): CartLinePayload {
  return {
    productKey: line.productKey,
    unitOfMeasure: line.unit,
    orderQuantity: line.quantity,
    unitOfMeasure_Prc: line.priceUnit,
  };
}

export interface ReorderRow {
  line: OrderLine;
  /** Null when the line can be added; else why not (the cart's own message). */
  refusal: string | null;
}

const lineId = (p: Pick<CartLinePayload, 'productKey' | 'unitOfMeasure'>) => `${p.productKey}:${p.unitOfMeasure}`;

/** Each line of the order with the pre-check's verdict (POST /api/cart/validate decides exactly as the add will). */
export function reorderRows(order: OrderView, check: CartWriteResult): ReorderRow[] {
  const refused = new Map(check.errors.map((e) => [lineId(e.cartLineItem), e.message]));
  return order.lines.map((line) => ({ line, refusal: refused.get(lineId(reorderPayload(line))) ?? null }));
}

/** 'Added 3 product(s) to the cart.' plus the skipped lines by code and name, so nothing is dropped unseen. */
export function reorderOutcome(
  added: number,
  skipped: readonly OrderLine[],
): { message: string; variant: 'success' | 'warning' } {
  const base = `${added} Product(s) Added To Cart`;
  if (skipped.length === 0) return { message: base, variant: 'success' };
  const names = skipped.map((l) => `${l.productCode} ${l.description}`.trim()).join(', ');
  return { message: `${base}. Not available, skipped: ${names}`, variant: 'warning' };
}
