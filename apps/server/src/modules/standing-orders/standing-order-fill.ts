import {
  defined,
  findSellBy,
  isListedProduct,
  isPriceByUnit,
  type ProductUnits,
  QUANTITY_DECIMALS,
  toDecimal,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import { deleteAllLines, insertLines, lockCartForWrite, updateHeader } from '../cart/cart.repository';
import { type CatalogueView, defaultPriceOf } from '../cart/cart-context.service';
import type { CartOwner } from '../cart/cart-owner';
import type { StandingOrderLineRow, StandingOrderRow } from './standing-orders.repository';

/**
 * Why a standing order line cannot be filled now, or null: its product is gone, no longer listed or excluded for the
 * customer, no longer sold in the line's unit, or has no price today. Such a line is left out of the order and
 * reported; it stays on the standing order (the product may come back).
 */
export function unfillableReason(view: CatalogueView, line: StandingOrderLineRow): string | null {
  const name = `${line.description} (${line.product_code})`;
  const product = view.products.get(line.product_key);
  const facts = view.facts.get(line.product_key);
  if (!product || !facts || !isListedProduct(product) || facts.excluded) return `${name} is no longer available.`;
  if (!findSellBy(product, line.unit)) return `${name} is no longer sold per ${line.unit}.`;
  if (defaultPriceOf(view, product.productKey, priceUnitOf(product, line.unit)) === null)
    return `${name} has no price today.`;
  if (!toDecimal(line.quantity).gt(0)) return `${name}: no quantity.`;
  return null;
}

/** A line is priced by its own unit when the product is priced by it (a case at the case price), else by the product's pricing unit. */
export function priceUnitOf(product: ProductUnits, unit: string): string {
  return isPriceByUnit(product, unit) ? unit : product.pricingUM;
}

/**
 * The standing order's cart for one date, written afresh: its fillable lines (not overrides, so placing prices them
 * now) and the header the order takes: ship-to, date, a P.O. naming the standing order.
 */
export async function fillCart(
  db: Db,
  so: StandingOrderRow,
  date: string,
  owner: CartOwner,
  fillable: readonly StandingOrderLineRow[],
  view: CatalogueView,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { cartId, firstSequence } = await lockCartForWrite(trx, owner, now, fillable.length);
    // Left over from a run that stopped half-way (its process died): the lines are written afresh.
    await deleteAllLines(trx, cartId);
    await insertLines(
      trx,
      cartId,
      fillable.map((l, i) => ({
        product_key: l.product_key,
        unit: l.unit,
        quantity: toDecimal(l.quantity).toFixed(QUANTITY_DECIMALS),
        price_unit: priceUnitOf(defined(view.products.get(l.product_key), 'a fillable line’s product'), l.unit),
        // Not an override: the order takes today's price for the customer when it is placed.
        unit_price: '0',
        is_override_price: 0,
        product_text1: '',
        product_text2: '',
        sequence: firstSequence + i,
      })),
    );
    await updateHeader(trx, cartId, {
      customer_ship_to_code: so.ship_to_code,
      customer_po: `Standing ${so.id}`,
      delivery_date: date,
      special_instruction1: '',
      special_instruction2: '',
      notes: `Standing order ${so.name}`,
    });
  });
}
