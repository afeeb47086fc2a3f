import type { OrderCancelled, OrderEditClosed, OrderEditOpened } from '@storefront/contract';
import { toDecimal } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/http/http-error';
import { PAYMENT_RELEASE_JOB, queuePaymentRelease } from '../../platform/payments/payment-release-job';
import { deleteAllLines, deleteCart, insertLines, lockCartForWrite, updateHeader } from '../cart/cart.repository';
import type { CartOwner } from '../cart/cart-owner';
import { queueErpExport } from '../erp-export/erp-export-jobs';
import {
  changeRefusal,
  cutoffPassedMessage,
  editOwnerOf,
  mailChange,
  orderScopeOf,
} from '../checkout/revise-order.service';
import { markCancelled } from '../orders/order-changes.repository';
import { editableWindow } from '../orders/order-cutoff.service';
import { findOrder, listOrderLines, type OrderRow } from '../orders/orders.repository';

async function orderOrThrow(db: Db, owner: CartOwner, orderNumber: string): Promise<OrderRow> {
  const order = await findOrder(db, orderNumber, orderScopeOf(owner));
  if (!order) throw notFound('This order was not found.');
  return order;
}

/**
 * POST /api/orders/{orderNumber}/edit: copies the order's lines and header into its edit cart (a fresh copy each time:
 * opening it again drops unsaved changes), for the cart and checkout calls that carry X-Edit-Order.
 */
export async function openOrderEdit(ctx: AppContext, owner: CartOwner, orderNumber: string): Promise<OrderEditOpened> {
  const now = ctx.now();
  const order = await orderOrThrow(ctx.db, owner, orderNumber);
  const refusal = await changeRefusal(ctx.db, order, now);
  if (refusal) throw conflict(refusal);
  const editable = await editableWindow(ctx.db, order, now);
  if (!editable) throw conflict(await cutoffPassedMessage(ctx.db, order));
  const edit = editOwnerOf(owner, orderNumber);
  const lines = await listOrderLines(ctx.db, order.id);
  await ctx.db.transaction().execute(async (trx) => {
    const { cartId, firstSequence } = await lockCartForWrite(trx, edit, now, lines.length);
    await deleteAllLines(trx, cartId);
    await updateHeader(trx, cartId, {
      customer_ship_to_code: order.ship_to_code,
      address_id: order.address_id,
      delivery_date: order.delivery_date,
      customer_po: order.po_number,
      special_instruction1: order.special_instruction1,
      special_instruction2: order.special_instruction2,
      notes: order.notes,
    });
    await insertLines(
      trx,
      cartId,
      lines.map((l, i) => ({
        product_key: l.product_key,
        unit: l.unit,
        quantity: toDecimal(l.quantity).toFixed(4),
        price_unit: l.price_unit,
        unit_price: toDecimal(l.unit_price).toFixed(4),
        is_override_price: 0,
        product_text1: l.product_text1,
        product_text2: l.product_text2,
        sequence: firstSequence + i,
        no_substitutes: l.no_substitutes,
      })),
    );
  });
  return {
    orderNumber,
    editableUntil: new Date(editable.until).toISOString(),
    editableUntilText: editable.text,
    lineCount: lines.length,
  };
}

/** DELETE /api/orders/{orderNumber}/edit: 'Discard changes': the edit cart goes, the order stays as it was. */
export async function closeOrderEdit(ctx: AppContext, owner: CartOwner, orderNumber: string): Promise<OrderEditClosed> {
  await deleteCart(ctx.db, editOwnerOf(owner, orderNumber).ownerKey);
  return { orderNumber };
}

/**
 * POST /api/orders/{orderNumber}/cancel: until the cut-off, an open order becomes Cancelled (its stock is no longer
 * committed: only open orders' lines count), any edit cart of it goes, a cancellation is mailed and its card payment
 * is refunded (a charge) or voided (an authorisation) by a job queued in the same transaction.
 */
export async function cancelOrder(ctx: AppContext, owner: CartOwner, orderNumber: string): Promise<OrderCancelled> {
  const now = ctx.now();
  const order = await orderOrThrow(ctx.db, owner, orderNumber);
  const refusal = await changeRefusal(ctx.db, order, now);
  if (refusal) throw conflict(refusal);
  const cancelled = await ctx.db.transaction().execute(async (trx) => {
    if (!(await markCancelled(trx, order, now))) return false;
    await deleteCart(trx, editOwnerOf(owner, orderNumber).ownerKey);
    await mailChange(ctx.outbox, trx, order, 'cancelled');
    await queueErpExport(trx, ctx.jobs, 'order', order.id, now);
    if (order.payment_transaction_id !== null) await queuePaymentRelease(trx, ctx.jobs, order.payment_transaction_id);
    return true;
  });
  if (!cancelled) throw conflict('The order was changed meanwhile. Please reload Order History.');
  ctx.outbox.kick();
  ctx.jobs.kick(PAYMENT_RELEASE_JOB);
  return { orderNumber, status: 'Cancelled' };
}
