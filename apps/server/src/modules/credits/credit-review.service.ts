import type { CreditRequestDetail, CreditReviewRequest } from '@storefront/contract';
import {
  AR_RECORD_TYPES,
  creditRequestIdOf,
  creditRequestNumber,
  MONEY_DECIMALS,
  QUANTITY_DECIMALS,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/http-error';
import { localIsoDate } from '../../platform/time/iso-date';
import { ERP_EXPORT_JOB, queueErpExport } from '../erp-export/erp-export-jobs';
import { isUniqueViolation } from '../order-guides/order-guide-write.repository';
import { readSiteValues } from '../settings/settings.repository';
import { insertCreditMemo } from './credit-memo.repository';
import { CREDIT_REVIEWED_MAIL } from './credit-request.mail';
import {
  type CreditRequestRow,
  findCreditRequest,
  listCreditLines,
  markReviewed,
  setCreditMemo,
  setLineApproval,
} from './credit-request.repository';
import { type ReviewPlan, planReview } from './credit-review.rules';
import { customerScopeOf } from './credit-scope.repository';
import { type CreditViewer, mayReview } from './credit-viewer';
import { toDetail } from './credit-view.service';

export const REQUEST_NOT_FOUND = 'This credit request was not found.';
export const REVIEWERS_ONLY = "Only the customer's salesperson or an administrator reviews credit requests.";
const alreadyReviewed = (number: string, status: string) =>
  `Credit request ${number} was already reviewed (${status}): it is reviewed once.`;

/** A request the viewer may read, by number; 404 otherwise (another customer's reads as one that does not exist). */
export async function visibleRequest(db: Db, viewer: CreditViewer, number: string): Promise<CreditRequestRow> {
  const id = creditRequestIdOf(number);
  const row = id === null ? undefined : await findCreditRequest(db, id, await customerScopeOf(db, viewer));
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

/**
 * The credit memo of an approval (spec 2 §3 record type 6): negative, dated today in the site's time zone and due
 * today, coded and referenced by the request's number, its remarks naming the request, order and invoice. Account
 * Summary, Account Details and Make Payment read it like any item; Make Payment applies it (Apply Credit).
 *
 * Its caller then queues the approved credit's ERP export in the same transaction (modules/erp-export, subject
 * 'credit', as order placement queues an order's): one credit document, sent once by file and webhook after commit.
 */
async function writeMemo(trx: Db, r: CreditRequestRow, plan: ReviewPlan, now: number, timeZone: string) {
  const number = creditRequestNumber(r.id);
  const today = localIsoDate(now, timeZone);
  const amount = `-${plan.approved.toFixed(MONEY_DECIMALS)}`;
  const remarks = `Credit request ${number}: order ${r.order_number}${r.invoice_number ? `, invoice ${r.invoice_number}` : ''}`;
  return insertCreditMemo(trx, {
    customer_id: r.customer_id,
    ar_code: number,
    record_type: AR_RECORD_TYPES.creditMemo,
    reference: number,
    order_number: r.order_number,
    po_number: r.po_number.slice(0, 20),
    invoice_date: today,
    due_date: today,
    initial: amount,
    balance: amount,
    remarks: remarks.slice(0, 200),
    created_at: now,
  });
}

/**
 * POST /api/credits/{number}: approves all, part or none of an Open request (credit-review.rules.ts), as the
 * customer's salesperson or an administrator. In one transaction: the request reviewed only if still Open (a second
 * review at once, in another tab or process, finds it reviewed: 409, and writes nothing), each line's approval, the
 * credit memo of what is approved and its ERP export, and the buyer's mail (the mail and the export sent after commit).
 */
export async function reviewCreditRequest(
  ctx: Pick<AppContext, 'db' | 'outbox' | 'jobs' | 'now'>,
  viewer: CreditViewer,
  number: string,
  review: CreditReviewRequest,
): Promise<CreditRequestDetail> {
  const { db } = ctx;
  if (!mayReview(viewer)) throw forbidden(REVIEWERS_ONLY);
  const request = await visibleRequest(db, viewer, number);
  if (request.status !== 'Open') throw conflict(alreadyReviewed(number, request.status));
  const lines = await listCreditLines(db, request.id);
  const plan = planReview(
    lines.map((l) => ({ lineNumber: l.line_number, quantity: l.quantity, amount: l.amount })),
    review,
  );
  if (typeof plan === 'string') throw badRequest(plan);
  const now = ctx.now();
  const { timeZone } = await readSiteValues(db);
  try {
    await db.transaction().execute(async (trx) => {
      const mine = await markReviewed(trx, request.id, {
        status: plan.status,
        approved_amount: plan.approved.toFixed(MONEY_DECIMALS),
        reviewer_note: review.note?.trim() ?? '',
        reviewed_by: viewer.userId,
        reviewed_at: now,
      });
      if (!mine) {
        const since = await findCreditRequest(trx, request.id, null);
        throw conflict(alreadyReviewed(number, since?.status ?? 'reviewed'));
      }
      for (const l of plan.lines)
        await setLineApproval(trx, request.id, l.lineNumber, {
          approved_quantity: l.quantity.toFixed(QUANTITY_DECIMALS),
          approved_amount: l.amount.toFixed(MONEY_DECIMALS),
        });
      if (plan.approved.gt(0)) {
        await setCreditMemo(trx, request.id, await writeMemo(trx, request, plan, now, timeZone));
        await queueErpExport(trx, ctx.jobs, 'credit', request.id, now);
      }
      await ctx.outbox.enqueue(trx, CREDIT_REVIEWED_MAIL, { creditRequestId: request.id });
    });
  } catch (err) {
    if (!(err instanceof HttpError) && isUniqueViolation(err))
      throw conflict(`The account already has an item ${number}: the credit memo was not written.`);
    throw err;
  }
  ctx.outbox.kick();
  if (plan.approved.gt(0)) ctx.jobs.kick(ERP_EXPORT_JOB);
  return toDetail(db, await visibleRequest(db, viewer, number), true);
}
