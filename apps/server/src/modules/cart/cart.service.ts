import type { Cart, CartHeader } from '@storefront/contract';
import { defined } from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { isoDateOf } from '../../platform/time/iso-date';
import { findCustomer } from '../customers/customers.repository';
import type { ProductWithUnits } from '../catalogue/product-units.repository';
import { deleteAllLines, findCart, listLines, lockExistingCart } from './cart.repository';
import {
  loadCartSettings,
  loadCatalogue,
  noPriceToday,
  orderableProduct,
  todaysLinePrice,
} from './cart-context.service';
import { toWorkingLine } from './cart-line.mapping';
import { findUnfilled, needOf } from './cart-substitutes.service';
import { substitutionPreferenceOf } from '../substitutes/substitution-preference.service';
import type { CartOwner } from './cart-owner';
import { toCartLine, totalsOf } from './cart-view';

type CartRow = NonNullable<Awaited<ReturnType<typeof findCart>>>;
type CustomerRow =
  Pick<NonNullable<Awaited<ReturnType<typeof findCustomer>>>, 'default_shipto_code' | 'default_po'> | undefined;

/** Unset ship-to and P.O. show the customer's defaults (spec 2 §1: customers get P.O. defaults). */
export function headerOf(cart: CartRow | undefined, customer: CustomerRow): CartHeader {
  return {
    customerShipToCode: cart?.customer_ship_to_code ?? customer?.default_shipto_code ?? null,
    customerPo: cart?.customer_po ?? customer?.default_po ?? '',
    specialInstruction1: cart?.special_instruction1 ?? '',
    specialInstruction2: cart?.special_instruction2 ?? '',
    notes: cart?.notes ?? '',
    deliveryDate: cart?.delivery_date ?? null,
    addressId: cart?.address_id ?? null,
  };
}

/**
 * The owner's cart, priced as of today: lines without an override show
 * pricing's current price for the acting customer (a price that changed since
 * the line was written is not kept). A missing cart reads as an empty one;
 * reading never creates it.
 */
export async function readCart(ctx: AppContext, owner: CartOwner): Promise<Cart> {
  const { db } = ctx;
  const now = ctx.now();
  const cart = await findCart(db, owner.ownerKey);
  const rows = cart ? await listLines(db, cart.id) : [];
  const [settings, view, customer] = await Promise.all([
    loadCartSettings(db, owner),
    loadCatalogue(
      db,
      rows.map((r) => r.product_key),
      owner,
      isoDateOf(now),
    ),
    owner.customerId === null ? Promise.resolve(undefined) : findCustomer(db, owner.customerId),
  ]);

  const messages: string[] = [];
  const lines: { line: Cart['lines'][number]; product: ProductWithUnits }[] = [];
  for (const row of rows) {
    // Lines cascade away with their product, so every line has one.
    const product = defined(view.products.get(row.product_key), `product ${row.product_key} of a cart line`);
    const line = toWorkingLine(row);
    const today = todaysLinePrice(view, product, line);
    line.unitPrice = today.unitPrice;
    // The line keeps the price it was added at; checkout refuses it with the same words.
    if (!today.current) messages.push(noPriceToday(product.description, line.priceUnit));
    if (!orderableProduct(view, line.productKey))
      messages.push(`${product.description} is no longer available. Please remove it from the cart.`);
    lines.push({
      line: toCartLine({ ...line, id: row.id }, product, view.facts.get(row.product_key)?.imageName ?? null),
      product,
    });
  }
  // Issue 31: lines that cannot be filled say why, with the first available substitute when one may be offered.
  const unfilled = await findUnfilled(
    db,
    owner,
    isoDateOf(now),
    view,
    lines.map(({ line }) => needOf(line)),
    {
      limit: 1,
      preference: async () => customer?.substitution_preference ?? substitutionPreferenceOf(db, owner),
    },
  );
  for (const entry of lines) {
    const found = unfilled.get(entry.line.id);
    if (found) entry.line.unfilled = { reason: found.reason, substitute: found.offers[0] ?? null };
  }

  return {
    header: headerOf(cart, customer),
    lines: lines.map((l) => l.line),
    messages,
    timestamp: now,
    totals: totalsOf(lines, settings.site),
  };
}

/** Removes every line; the header (P.O., ship-to, instructions) stays for the next order. */
export async function clearCart(ctx: AppContext, owner: CartOwner): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const cartId = await lockExistingCart(trx, owner.ownerKey, ctx.now());
    if (cartId !== undefined) await deleteAllLines(trx, cartId);
  });
}
