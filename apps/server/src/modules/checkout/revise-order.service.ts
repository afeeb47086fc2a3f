import type { SubmitOrderRequest, SubmitOrderResult } from '@storefront/contract';
import { cutoffLabel, formatQuantity, isNegative, toDecimal } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { once, requestHash } from '../../platform/idempotency/idempotency';
import { lockExistingCart } from '../cart/cart.repository';
import { type CartOwner, cartOwnerKey, editCartKey } from '../cart/cart-owner';
import { deleteCart } from '../cart/edit-cart.repository';
import { insertRevisedLines, replaceOrderHeader } from '../orders/order-changes.repository';
import { editableWindow, orderCutoff } from '../orders/order-cutoff.service';
import { findOrder, listOrderLines, type OrderRow } from '../orders/orders.repository';
import { readSiteValues } from '../settings/settings.repository';
import { onHandStock, openOrderStock } from '../stock/stock.repository';
import { type CheckoutState, loadCheckout } from './checkout.service';
import { findUserContact } from './checkout-target.repository';
import { ORDER_CONFIRMATION_MAIL, orderHeaderOf, orderLines, totalChanged } from './place-order.service';
import { UNSPECIFIED_REFUSAL } from './submit.service';

/**
 * Issue 32: Save of a placed order edited in its own edit cart (POST /api/cart/submit with X-Edit-Order), and the
 * rules every change of a placed order shares (order-edits/ opens, discards and cancels).
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

/** Why the order cannot be changed at `now`, or null when it can. */
export async function changeRefusal(
  db: Db,
  order: OrderRow,
  now: number,
  what: 'change' | 'cancel',
): Promise<string | null> {
  if (order.status !== 'Open')
    return `Order ${order.order_number} is ${order.status.toLowerCase()} and can no longer be changed.`;
  // A card order: the gateway keeps no card to charge again, so it is not re-priced online (editableWindow).
  if (what === 'change' && order.payment_transaction_id !== null && order.authorized_amount !== null)
    return `Order ${order.order_number} was paid by card and cannot be changed online. Cancel it and place a new order instead.`;
  if (order.payment_transaction_id !== null && order.authorized_amount === null)
    return `Order ${order.order_number} was charged to a card and cannot be changed or cancelled online. Please contact us.`;
  if ((await editableWindow(db, order, now)) === null) return cutoffPassedMessage(db, order);
  return null;
}

/**
 * Lines asking for more than is in stock, said as a new order says them. The order's own lines (as they were) are
 * not counted against it: uncommitted stock is on hand minus the other open orders.
 */
async function stockNotices(db: Db, state: CheckoutState, orderId: number): Promise<string[]> {
  const keys = [...new Set(state.priced.lines.map((l) => l.productKey))];
  const [onHand, committed, own] = await Promise.all([
    onHandStock(db, keys),
    openOrderStock(db, keys),
    listOrderLines(db, orderId),
  ]);
  const wanted = new Map<number, { qty: ReturnType<typeof toDecimal>; description: string }>();
  for (const l of state.priced.lines) {
    const prev = wanted.get(l.productKey);
    wanted.set(l.productKey, { qty: (prev?.qty ?? toDecimal(0)).plus(l.stockQuantity), description: l.description });
  }
  const notices: string[] = [];
  for (const [key, w] of wanted) {
    const mine = own.filter((l) => l.product_key === key).reduce((sum, l) => sum.plus(l.stock_quantity), toDecimal(0));
    const available = toDecimal(onHand.get(key) ?? 0)
      .minus(committed.get(key) ?? 0)
      .plus(mine);
    if (w.qty.gt(available))
      notices.push(
        `${w.description}: more than the ${formatQuantity(isNegative(available) ? 0 : available)} in stock was ordered; the rest follows when it arrives.`,
      );
  }
  return notices;
}

type Revision =
  { saved: true; total: string; messages: string[] } | { saved: false; total: string; messages: string[] };

/**
 * Save (POST /api/cart/submit with X-Edit-Order), in one transaction: the order must still be open and before the
 * cut-off of its delivery date; the edit cart is priced and checked exactly as a new order (so the new delivery date
 * must be one offered now), then replaces the order's lines and header under the same number. Its stock changes by the
 * difference (open orders' lines are what is committed); the edit cart goes; a revised confirmation is mailed.
 */
async function reviseOrder(
  ctx: AppContext,
  owner: CartOwner,
  orderNumber: string,
  body: SubmitOrderRequest,
  record: (trx: Db, total: string, messages: string[]) => Promise<void>,
): Promise<Revision> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx): Promise<Revision> => {
    const cartId = await lockExistingCart(trx, owner.ownerKey, now);
    const order = await findOrder(trx, orderNumber, orderScopeOf(owner));
    if (!order) return { saved: false, total: '0.00', messages: ['This order was not found.'] };
    const refusal = await changeRefusal(trx, order, now, 'change');
    if (refusal) return { saved: false, total: '0.00', messages: [refusal] };
    const state = await loadCheckout(trx, owner, now);
    const total = state.check.estimate.total.toFixed(2);
    if (cartId === undefined || state.priced.lines.length === 0)
      return {
        saved: false,
        total,
        messages: ['The order has no lines. To drop every line, cancel the order from Order History instead.'],
      };
    if (state.target === null || state.check.messages.length > 0)
      return { saved: false, total, messages: state.check.messages };
    const changed = totalChanged(body.estimatedTotal, state);
    if (changed) return { saved: false, total, messages: [changed] };
    const notices = await stockNotices(trx, state, order.id);
    const { target, header, check } = state;
    const replaced = await replaceOrderHeader(trx, order, {
      ...orderHeaderOf(target, header, check.estimate),
      revision: order.revision + 1,
      revised_at: now,
    });
    if (!replaced)
      return {
        saved: false,
        total,
        messages: ['The order was changed meanwhile. Please open it again from Order History.'],
      };
    await insertRevisedLines(trx, order.id, orderLines(state));
    await deleteCart(trx, owner.ownerKey);
    await mailChange(ctx, trx, order, 'revised');
    await record(trx, total, notices);
    return { saved: true, total, messages: notices };
  });
}

/** The revised confirmation or the cancellation, mailed in the change's transaction. */
export async function mailChange(
  ctx: AppContext,
  trx: Db,
  order: OrderRow,
  change: 'revised' | 'cancelled',
): Promise<void> {
  if (order.user_id === null) return;
  const contact = await findUserContact(trx, order.user_id);
  if (!contact?.email) return;
  await ctx.outbox.enqueue(trx, ORDER_CONFIRMATION_MAIL, {
    orderNumber: order.order_number,
    userId: order.user_id,
    customerId: order.customer_id,
    to: contact.email,
    change,
  });
}

/** POST /api/cart/submit with X-Edit-Order: the edit saved exactly once per idempotency key. */
export async function saveOrderEdit(
  ctx: AppContext,
  owner: CartOwner,
  orderNumber: string,
  key: string,
  body: SubmitOrderRequest,
): Promise<SubmitOrderResult> {
  const result = await once<SubmitOrderResult>(
    {
      db: ctx.db,
      now: ctx.now,
      userId: owner.userId,
      key,
      operation: `revise:${owner.ownerKey}`,
      hash: requestHash('revise', body),
    },
    async (record) => {
      const revision = await reviseOrder(ctx, owner, orderNumber, body, (trx, total, messages) =>
        record(trx, { accepted: true, orderNumber, estimatedTotal: total, messages }),
      );
      if (!revision.saved) {
        const messages = revision.messages.length > 0 ? revision.messages : [UNSPECIFIED_REFUSAL];
        return { answer: { accepted: false, orderNumber: '', estimatedTotal: revision.total, messages }, kept: false };
      }
      return {
        answer: { accepted: true, orderNumber, estimatedTotal: revision.total, messages: revision.messages },
        kept: true,
      };
    },
  );
  if (result.accepted) ctx.outbox.kick();
  return result;
}
