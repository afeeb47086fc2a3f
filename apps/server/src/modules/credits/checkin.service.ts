import type { CheckinRequest, CheckinResult } from '@storefront/contract';
import { deliveryDateLabel, lateClaim, MONEY_DECIMALS, QUANTITY_DECIMALS, toDecimal } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/http-error';
import { localIsoDate } from '../../platform/time/iso-date';
import { isUniqueViolation } from '../order-guides/order-guide-write.repository';
import { findOrder, type OrderRow } from '../orders/orders.repository';
import { readSiteValues } from '../settings/settings.repository';
import { attachPhotos, waitingPhotoKeys } from './checkin-photo.repository';
import { type PlannedCheckinLine, planCheckin, problemLines } from './checkin.rules';
import {
  findCheckinOfOrder,
  insertCheckin,
  insertCheckinLines,
  invoicedLines,
  listCheckinLines,
} from './checkin.repository';
import { claimRulesFor } from './credit-policy.service';
import { CREDIT_REQUESTED_MAIL } from './credit-request.mail';
import { findRequestOfCheckin, insertCreditLines, insertCreditRequest } from './credit-request.repository';
import { outcomeOf, toDetail } from './credit-view.service';

/** Who checks the delivery in: a user acting for the trade customer the session acts for. */
export interface CheckinActor {
  customerId: number | null;
  userId: number;
}

export const ORDER_NOT_FOUND = 'This order was not found.';
export const TRADE_ONLY = "Deliveries are checked in for a trade customer's orders.";
export const alreadyCheckedIn = (orderNumber: string) =>
  `Order ${orderNumber} was already checked in: a delivery is checked in once. Ask your salesperson to correct it.`;

async function orderOf(db: Db, actor: CheckinActor, orderNumber: string): Promise<OrderRow & { customer_id: number }> {
  if (actor.customerId === null) throw forbidden(TRADE_ONLY);
  const order = await findOrder(db, orderNumber, { customerId: actor.customerId, userId: actor.userId });
  if (!order || order.customer_id === null) throw notFound(ORDER_NOT_FOUND);
  return order as OrderRow & { customer_id: number };
}

/** The day the claim windows count from: the order's delivery date, else (none recorded) its invoice date. */
const deliveredOn = (order: OrderRow): string | null => order.delivery_date ?? order.invoice_date;

/** Refuses a check-in of an order that is not invoiced yet, or not yet due (before its delivery date). */
function refuseNotDelivered(order: OrderRow, now: number, timeZone: string): void {
  if (order.status !== 'Invoiced')
    throw conflict(
      `Order ${order.order_number} is not invoiced yet: it is checked in once it is delivered and invoiced.`,
    );
  const day = deliveredOn(order);
  if (day !== null && localIsoDate(now, timeZone) < day)
    throw conflict(`Order ${order.order_number} is due on ${deliveryDateLabel(day)}: check it in when it arrives.`);
}

/** Refuses problem lines whose main category's claim window has closed, naming each rule once. */
async function refuseLateClaims(
  db: Db,
  order: OrderRow,
  lines: readonly PlannedCheckinLine[],
  now: number,
  timeZone: string,
) {
  const day = deliveredOn(order);
  const problems = problemLines(lines);
  if (day === null || problems.length === 0) return;
  const rules = await claimRulesFor(db, [...new Set(problems.map((l) => l.line.mainCategoryCode))]);
  const refusals = new Set<string>();
  for (const l of problems) {
    const rule = rules.get(l.line.mainCategoryCode);
    const late = rule ? lateClaim(now, { deliveryDate: day, timeZone }, rule) : null;
    if (late) refusals.add(late);
  }
  if (refusals.size > 0) throw badRequest([...refusals].join(' '));
}

/** Every photo the lines name must be the customer's upload still waiting for a check-in. */
async function refuseUnknownPhotos(db: Db, customerId: number, lines: readonly PlannedCheckinLine[]) {
  const keys = lines.flatMap((l) => l.photos);
  const waiting = await waitingPhotoKeys(db, customerId, keys);
  const missing = keys.filter((k) => !waiting.has(k));
  if (missing.length > 0)
    throw badRequest(`Photo ${missing.join(', ')} is not one of your uploads waiting for a check-in. Upload it again.`);
}

const fixed = (d: { toFixed(n: number): string } | null, n: number) => (d === null ? null : d.toFixed(n));

/**
 * Writes the check-in, its lines, its photos and (with a problem) the credit request and its mail, in `trx`. The demo
 * seed writes its check-in here too, without a mail (`outbox` null).
 */
export async function recordCheckin(
  trx: Db,
  ctx: Pick<AppContext, 'outbox'> | null,
  order: Pick<OrderRow, 'id'> & { customer_id: number },
  lines: readonly PlannedCheckinLine[],
  at: { userId: number; now: number },
): Promise<void> {
  const checkinId = await insertCheckin(trx, {
    order_id: order.id,
    customer_id: order.customer_id,
    user_id: at.userId,
    checked_in_at: at.now,
  });
  await insertCheckinLines(
    trx,
    lines.map((l) => ({
      checkin_id: checkinId,
      line_number: l.line.lineNumber,
      outcome: l.outcome,
      quantity: fixed(l.quantity, QUANTITY_DECIMALS),
      note: l.note,
    })),
  );
  for (const l of lines) {
    const taken = await attachPhotos(trx, order.customer_id, l.photos, { checkinId, lineNumber: l.line.lineNumber });
    // Another check-in took one since it was checked: nothing of this one is written.
    if (taken !== l.photos.length) throw conflict('A photo was used by another check-in. Upload it again.');
  }
  const problems = problemLines(lines);
  if (problems.length === 0) return;
  const requested = problems.reduce((sum, l) => sum.plus(l.amount ?? 0), toDecimal(0));
  const requestId = await insertCreditRequest(trx, {
    checkin_id: checkinId,
    order_id: order.id,
    customer_id: order.customer_id,
    created_by: at.userId,
    created_at: at.now,
    requested_amount: requested.toFixed(MONEY_DECIMALS),
  });
  await insertCreditLines(
    trx,
    problems.map((l) => ({
      credit_request_id: requestId,
      line_number: l.line.lineNumber,
      product_code: l.line.productCode.slice(0, 40),
      description: l.line.description.slice(0, 200),
      outcome: l.outcome,
      quantity: fixed(l.quantity, QUANTITY_DECIMALS) ?? '0',
      unit: l.line.unit,
      amount: fixed(l.amount, MONEY_DECIMALS) ?? '0',
      note: l.note,
    })),
  );
  await ctx?.outbox.enqueue(trx, CREDIT_REQUESTED_MAIL, { creditRequestId: requestId });
}

/**
 * POST /api/orders/{orderNumber}/checkin: checks a delivered, invoiced order in, once. Lines left out were received;
 * problem lines are checked (checkin.rules.ts), each against its main category's claim window (counted from the end
 * of the delivery date: claim-window.ts), and their photos must be the customer's waiting uploads. A check-in with a
 * problem becomes an Open credit request, mailed to the customer's salespeople after it commits. A second check-in of
 * the order, however close, is refused with 409 and writes nothing.
 */
export async function checkIn(
  ctx: Pick<AppContext, 'db' | 'outbox' | 'now'>,
  actor: CheckinActor,
  orderNumber: string,
  request: CheckinRequest,
): Promise<CheckinResult> {
  const { db } = ctx;
  const now = ctx.now();
  const order = await orderOf(db, actor, orderNumber);
  const { timeZone } = await readSiteValues(db);
  refuseNotDelivered(order, now, timeZone);
  if (await findCheckinOfOrder(db, order.id)) throw conflict(alreadyCheckedIn(order.order_number));
  const plan = planCheckin(await invoicedLines(db, order.id), request.lines, order.order_number);
  if (!plan.ok) throw badRequest(plan.reason);
  await refuseLateClaims(db, order, plan.lines, now, timeZone);
  await refuseUnknownPhotos(db, order.customer_id, plan.lines);
  try {
    await db.transaction().execute((trx) => recordCheckin(trx, ctx, order, plan.lines, { userId: actor.userId, now }));
  } catch (err) {
    if (!(err instanceof HttpError) && isUniqueViolation(err)) throw conflict(alreadyCheckedIn(order.order_number));
    throw err;
  }
  ctx.outbox.kick();
  return readCheckin(db, actor, orderNumber, false);
}

/**
 * GET /api/orders/{orderNumber}/checkin: the order's check-in as recorded (404 when it has none yet), with its credit
 * request. `canReview`: whether the caller may review the request.
 */
export async function readCheckin(
  db: Db,
  actor: CheckinActor,
  orderNumber: string,
  canReview: boolean,
): Promise<CheckinResult> {
  const order = await orderOf(db, actor, orderNumber);
  const checkin = await findCheckinOfOrder(db, order.id);
  if (!checkin) throw notFound(`Order ${order.order_number} is not checked in yet.`);
  const [recorded, lines, request] = await Promise.all([
    listCheckinLines(db, checkin.id),
    invoicedLines(db, order.id),
    findRequestOfCheckin(db, checkin.id),
  ]);
  const byNumber = new Map(lines.map((l) => [l.lineNumber, l]));
  return {
    orderNumber: order.order_number,
    checkedInAt: checkin.checked_in_at,
    checkedInBy: checkin.user_name ?? '',
    result: request ? 'Credit requested' : 'Received',
    lines: recorded.map((r) => ({
      lineNumber: r.line_number,
      productCode: byNumber.get(r.line_number)?.productCode ?? '',
      description: byNumber.get(r.line_number)?.description ?? '',
      outcome: outcomeOf(r.outcome),
      quantity: r.quantity === null ? null : toDecimal(r.quantity).toFixed(QUANTITY_DECIMALS),
      unit: byNumber.get(r.line_number)?.unit ?? '',
      note: r.note,
    })),
    creditRequest: request ? await toDetail(db, request, canReview) : null,
  };
}
