import { cutoffLabel } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { queuePaymentRelease } from '../../platform/payments/payment-release-job';
import { deleteCart, lockExistingCart } from '../cart/cart.repository';
import { type CartOwner, cartOwnerKey, editCartKey } from '../cart/cart-owner';
import { queueErpExport } from '../erp-export/erp-export-jobs';
import { insertRevisedLines, replaceOrderHeader } from '../orders/order-changes.repository';
import { editableWindow, orderCutoff } from '../orders/order-cutoff.service';
import { findOrder, type OrderRow } from '../orders/orders.repository';
import { readSiteValues } from '../settings/settings.repository';
import { loadCheckout } from './checkout.service';
import { findUserContact } from './checkout-target.repository';
import {
  ORDER_CONFIRMATION_MAIL,
  orderHeaderOf,
  orderLines,
  paymentColumnsOf,
  type PlaceInput,
  placeOrder,
  type Placement,
  stockNotices,
  totalChanged,
} from './place-order.service';

/**
 * Issue 32: Save of a placed order edited in its own edit cart (POST /api/cart/submit, or /api/cart/submit/card for a
 * card order, with X-Edit-Order), and the rules every change of a placed order shares (order-edits/ opens, discards
 * and cancels).
 */

/** The cart a user edits `orderNumber` in: the owner's own cart key with the order's number (issue 32). */
export function editOwnerOf(owner: CartOwner, orderNumber: string): CartOwner {
  return {
    ...owner,
    ownerKey: editCartKey(cartOwnerKey(owner.principal, owner.customerId), orderNumber),
    editOrder: orderNumber,
  };
}

export const orderScopeOf = (owner: CartOwner) => ({ customerId: owner.customerId, userId: owner.userId });

/** Issue 32: what the buyer is told once the cut-off of the order's delivery date has passed. */
export async function cutoffPassedMessage(db: Db, order: OrderRow): Promise<string> {
  const site = await readSiteValues(db);
  const cutoff = await orderCutoff(db, order, site);
  const when = cutoff === null ? '' : ` (${cutoffLabel(cutoff, site.timeZone)})`;
  return `The cut-off for changes to order ${order.order_number}${when} has passed: it can no longer be changed or cancelled.`;
}

/** Why the order cannot be changed (or cancelled) at `now`, or null when it can. */
export async function changeRefusal(db: Db, order: OrderRow, now: number): Promise<string | null> {
  if (order.status !== 'Open')
    return `Order ${order.order_number} is ${order.status.toLowerCase()} and can no longer be changed.`;
  if ((await editableWindow(db, order, now)) === null) return cutoffPassedMessage(db, order);
  return null;
}

/** The order `owner` edits (X-Edit-Order), or why it cannot be saved now. */
export async function revisableOrder(
  db: Db,
  owner: CartOwner,
  now: number,
): Promise<{ order: OrderRow; refusal: null } | { order: null; refusal: string }> {
  const order = owner.editOrder ? await findOrder(db, owner.editOrder, orderScopeOf(owner)) : undefined;
  if (!order) return { order: null, refusal: 'This order was not found.' };
  const refusal = await changeRefusal(db, order, now);
  return refusal ? { order: null, refusal } : { order, refusal: null };
}

/**
 * Save of an edit (issue 32): in one transaction, the order must still be open and before the cut-off of its delivery
 * date; the edit cart is priced and checked exactly as a new order (so the new delivery date must be one offered now),
 * then replaces the order's lines and header under the same number. Its stock changes by the difference (open orders'
 * lines are what is committed); the edit cart goes; a revised confirmation is mailed.
 *
 * A card order is paid again: its Save comes through the card submit (`input.payment`, the new total charged or
 * authorised), the order records the new payment, and the old one is refunded or voided by a job queued in this
 * transaction (so exactly when the revision commits). Saved without a payment, a card order is refused.
 */
async function reviseOrder(orderNumber: string, input: PlaceInput): Promise<Placement> {
  const { owner, now } = input;
  return input.db.transaction().execute(async (trx): Promise<Placement> => {
    const cartId = await lockExistingCart(trx, owner.ownerKey, now);
    const found = await revisableOrder(trx, owner, now);
    if (!found.order) return { placed: false, total: '0.00', messages: [found.refusal] };
    const { order } = found;
    if (order.payment_transaction_id !== null && input.payment === null)
      return {
        placed: false,
        total: '0.00',
        messages: [
          `Order ${orderNumber} was paid by card: save the changes at checkout, where the card is paid again.`,
        ],
      };
    const state = await loadCheckout(trx, owner, now);
    const total = state.check.estimate.total.toFixed(2);
    if (cartId === undefined || state.priced.lines.length === 0)
      return {
        placed: false,
        total,
        messages: ['The order has no lines. To drop every line, cancel the order from Order History instead.'],
      };
    if (state.target === null || state.check.messages.length > 0)
      return { placed: false, total, messages: state.check.messages };
    const changed = totalChanged(input.expectedTotal, state);
    if (changed) return { placed: false, total, messages: [changed] };
    const notices = await stockNotices(trx, state, owner, now, order.id);
    const { target, header, check } = state;
    const replaced = await replaceOrderHeader(trx, order, {
      ...orderHeaderOf(target, header, check.estimate),
      ...(input.payment ? paymentColumnsOf(input.payment) : {}),
      revision: order.revision + 1,
      revised_at: now,
    });
    if (!replaced)
      return {
        placed: false,
        total,
        messages: ['The order was changed meanwhile. Please open it again from Order History.'],
      };
    await insertRevisedLines(trx, order.id, orderLines(state));
    await deleteCart(trx, owner.ownerKey);
    if (input.payment && order.payment_transaction_id !== null)
      await queuePaymentRelease(trx, input.jobs, order.payment_transaction_id);
    await mailChange(input.outbox, trx, order, 'revised');
    await queueErpExport(trx, input.jobs, 'order', order.id, now);
    await input.record(trx, orderNumber, total, notices);
    return { placed: true, orderNumber, total, messages: notices };
  });
}

/** The cart becomes an order (placeOrder), or, with X-Edit-Order, replaces the order it edits (issue 32). */
export function placeOrRevise(input: PlaceInput): Promise<Placement> {
  return input.owner.editOrder ? reviseOrder(input.owner.editOrder, input) : placeOrder(input);
}

/** The revised confirmation or the cancellation, mailed in the change's transaction. */
export async function mailChange(
  outbox: Pick<Outbox, 'enqueue'>,
  trx: Db,
  order: OrderRow,
  change: 'revised' | 'cancelled',
): Promise<void> {
  if (order.user_id === null) return;
  const contact = await findUserContact(trx, order.user_id);
  if (!contact?.email) return;
  await outbox.enqueue(trx, ORDER_CONFIRMATION_MAIL, {
    orderNumber: order.order_number,
    userId: order.user_id,
    customerId: order.customer_id,
    to: contact.email,
    change,
  });
}
