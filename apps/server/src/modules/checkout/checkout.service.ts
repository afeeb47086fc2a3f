import type { CartEstimate, CartHeader } from '@storefront/contract';
import { estimateOrder, MONEY_DECIMALS, type OrderEstimate } from '@storefront/domain';
import type { Db } from '../../db/database';
import { findCart, lockExistingCartRow } from '../cart/cart.repository';
import { headerOf } from '../cart/cart.service';
import type { CartOwner } from '../cart/cart-owner';
import type { SiteValues } from '../settings/settings.defaults';
import { ownerSiteValues } from '../cart/cart-context.service';
import { checkOrder, type OrderCheck } from './checkout.rules';
import { customerTermsOf } from './checkout-target.repository';
import { type CheckoutTarget, resolveTarget } from './checkout-target.service';
import { type PricedCart, priceCart } from './order-pricing.service';

/** Everything checkout knows about the owner's cart at one instant. */
export interface CheckoutState {
  site: SiteValues;
  header: CartHeader;
  priced: PricedCart;
  /** null when the cart cannot go anywhere yet (no ship-to, no address...): `check.messages` says why. */
  target: CheckoutTarget | null;
  check: OrderCheck;
}

const NO_CHARGES = { taxRate: 0, deliveryFee: 0, smallOrderThreshold: 0, smallOrderCharge: 0, isDelivery: false };

export function loadCheckout(db: Db, owner: CartOwner, now: number): Promise<CheckoutState> {
  return checkoutOf(db, owner, now, findCart(db, owner.ownerKey));
}

/**
 * A submit, and Save of an edit: locks the owner's cart (lockExistingCartRow) and loads checkout from the row the lock
 * answers, not read again. `cartId` is undefined when the owner has no cart.
 */
export async function lockAndLoadCheckout(
  trx: Db,
  owner: CartOwner,
  now: number,
): Promise<{ cartId: number | undefined; state: CheckoutState }> {
  const cart = await lockExistingCartRow(trx, owner.ownerKey, now);
  return { cartId: cart?.id, state: await checkoutOf(trx, owner, now, Promise.resolve(cart)) };
}

async function checkoutOf(
  db: Db,
  owner: CartOwner,
  now: number,
  cartRow: ReturnType<typeof findCart>,
): Promise<CheckoutState> {
  const [site, cart, customer, priced] = await Promise.all([
    ownerSiteValues(db, owner),
    cartRow,
    customerTermsOf(db, owner),
    priceCart(db, owner, now),
  ]);
  const header = headerOf(cart, customer);
  const resolved = await resolveTarget(db, owner, site, {
    shipToCode: header.customerShipToCode,
    addressId: header.addressId,
  });
  const requirePo = owner.customerId === null ? owner.principal.kind === 'consumer' : customer?.required_po === 1;
  if (!resolved.ok) {
    const estimate = estimateOrder(
      priced.lines.map((l) => ({ extension: l.extension, taxable: l.taxable })),
      NO_CHARGES,
    );
    return {
      site,
      header,
      priced,
      target: null,
      check: { estimate, messages: [resolved.message], choice: { defaultDate: null, earliestDate: null, dates: [] } },
    };
  }
  const check = checkOrder({ priced, target: resolved.target, header, site, now, requirePo });
  return { site, header, priced, target: resolved.target, check };
}

const money = (d: OrderEstimate['total']) => d.toFixed(MONEY_DECIMALS);

export function toEstimate(state: CheckoutState): CartEstimate {
  const e = state.check.estimate;
  return {
    addOnCharges: money(e.addOnCharges),
    lineTotal: money(e.lineTotal),
    tax: money(e.tax),
    taxableAmount: money(e.taxableAmount),
    total: money(e.total),
    charges: e.charges.map((c) => ({ name: c.name, amount: money(c.amount) })),
    minimumOrderAmount: money(state.target?.minimumOrderAmount ?? e.lineTotal.minus(e.lineTotal)),
    messages: state.check.messages,
  };
}

/** GET /api/cart/estimate. */
export async function estimateCart(db: Db, owner: CartOwner, now: number): Promise<CartEstimate> {
  return toEstimate(await loadCheckout(db, owner, now));
}
