import type { CreditRequestDetail, CreditRequestSummary } from '@storefront/contract';
import {
  type CheckinOutcome,
  CHECKIN_OUTCOMES,
  CREDIT_REQUEST_STATUSES,
  type CreditRequestStatus,
  creditRequestNumber,
  MONEY_DECIMALS,
  OUTCOME_LABELS,
  QUANTITY_DECIMALS,
  toDecimal,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import { photosOfCheckin } from './checkin-photo.repository';
import { photoUrl } from './checkin-photo.service';
import { type CreditRequestRow, listCreditLines } from './credit-request.repository';

const money = (v: string | number) => toDecimal(v).toFixed(MONEY_DECIMALS);
const quantity = (v: string | number) => toDecimal(v).toFixed(QUANTITY_DECIMALS);
const moneyOrNull = (v: string | number | null) => (v === null ? null : money(v));
const quantityOrNull = (v: string | number | null) => (v === null ? null : quantity(v));

export const statusOf = (s: string): CreditRequestStatus => CREDIT_REQUEST_STATUSES.find((x) => x === s) ?? 'Open';
export const outcomeOf = (s: string): CheckinOutcome => CHECKIN_OUTCOMES.find((x) => x === s) ?? 'received';

export function toSummary(r: CreditRequestRow): CreditRequestSummary {
  return {
    number: creditRequestNumber(r.id),
    status: statusOf(r.status),
    customerKey: r.customer_id,
    customerName: r.customer_name,
    orderNumber: r.order_number,
    invoiceNumber: r.invoice_number ?? '',
    requestedAmount: money(r.requested_amount),
    approvedAmount: moneyOrNull(r.approved_amount),
    createdAt: r.created_at,
    requestedBy: r.requested_by ?? '',
  };
}

/** GET /api/credits/{number}'s answer: the request, its lines with their photos' addresses, and its review. */
export async function toDetail(db: Db, r: CreditRequestRow, canReview: boolean): Promise<CreditRequestDetail> {
  const [lines, photos] = await Promise.all([listCreditLines(db, r.id), photosOfCheckin(db, r.checkin_id)]);
  const status = statusOf(r.status);
  return {
    ...toSummary(r),
    deliveryDate: r.delivery_date ?? r.invoice_date,
    lines: lines.map((l) => ({
      lineNumber: l.line_number,
      productCode: l.product_code,
      description: l.description,
      outcome: outcomeOf(l.outcome),
      outcomeLabel: OUTCOME_LABELS[outcomeOf(l.outcome)],
      quantity: quantity(l.quantity),
      unit: l.unit,
      amount: money(l.amount),
      note: l.note,
      approvedQuantity: quantityOrNull(l.approved_quantity),
      approvedAmount: moneyOrNull(l.approved_amount),
      photos: (photos.get(l.line_number) ?? []).map(photoUrl),
    })),
    reviewerNote: r.reviewer_note,
    reviewedBy: r.reviewed_by,
    reviewedAt: r.reviewed_at === null ? null : r.reviewed_at,
    creditMemo: r.ar_item_id === null ? null : creditRequestNumber(r.id),
    canReview: canReview && status === 'Open',
  };
}
