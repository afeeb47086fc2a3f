import type { CartLineError, CartLinePayload, OrderGuideProduct, Product } from '@storefront/contract';
import { addedLinePriceBy } from '../../../lib/cart/price-by';

/**
 * The cart lines of a whole guide: each product with the guide's quantity and unit, priced
 * by the unit a line added without the dialog gets. A product the catalogue no longer shows
 * is sent as it is, so the cart names why it is refused.
 */
export function guideCartLines(
  lines: readonly OrderGuideProduct[],
  products: ReadonlyMap<number, Product>,
  syncFlag: boolean,
): CartLinePayload[] {
  return lines.map((l) => {
    const product = products.get(l.productKey);
    return {
      productKey: l.productKey,
      unitOfMeasure: l.unitOfMeasure,
      orderQuantity: l.orderQuantity,
      unitOfMeasure_Prc: product ? addedLinePriceBy(product, l.unitOfMeasure, syncFlag) : l.unitOfMeasure,
    };
  });
}

/** Why each refused product was refused, by product key (the rows keep them, spec 1 §4). */
export function refusalsByProduct(errors: readonly CartLineError[]): Map<number, string> {
  return new Map(errors.map((e) => [e.cartLineItem.productKey, e.message]));
}

/** The notification after adding a guide: how many went in, and how many were refused. */
export function guideAddOutcome(added: number, refused: number): { message: string; variant: 'success' | 'warning' } {
  if (refused === 0) return { message: `Added ${added} product(s) to the cart.`, variant: 'success' };
  return { message: `Added ${added} product(s) to the cart; ${refused} could not be added.`, variant: 'warning' };
}
