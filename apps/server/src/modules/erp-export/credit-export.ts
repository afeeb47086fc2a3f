import {
  CREDIT_EXPORT_OUTCOMES,
  CREDIT_EXPORT_STATUSES,
  type CreditExport,
  ERP_EXPORT_VERSION,
  type ExportCreditLine,
} from '@storefront/contract';
import { creditRequestNumber, MONEY_DECIMALS, QUANTITY_DECIMALS, toDecimal } from '@storefront/domain';
import type { ExportCreditLineRow, ExportCreditRow } from './export-sources.repository';

const money = (v: string | number) => toDecimal(v).toFixed(MONEY_DECIMALS);
const quantity = (v: string | number) => toDecimal(v).toFixed(QUANTITY_DECIMALS);
const isoTime = (ms: number) => new Date(ms).toISOString();
/** A claimed line's outcome: always a problem (a received line is never claimed). */
const outcomeOf = (s: string): ExportCreditLine['outcome'] => CREDIT_EXPORT_OUTCOMES.find((x) => x === s) ?? 'quality';

/** Whether a review approved any of the line. */
const approved = (l: ExportCreditLineRow) =>
  toDecimal(l.approved_amount ?? 0).gt(0) || toDecimal(l.approved_quantity ?? 0).gt(0);

/**
 * Issue 33: an approved credit request as the ERP receives it: the credit memo it wrote in A/R (code, approved total as
 * a positive amount) and the lines approved, all or part. Undefined for a request that is Open or Rejected: only an
 * approval (all or part) is exported.
 */
export function creditExport(credit: ExportCreditRow, lines: readonly ExportCreditLineRow[]): CreditExport | undefined {
  const status = CREDIT_EXPORT_STATUSES.find((s) => s === credit.status);
  if (!status) return undefined;
  const number = creditRequestNumber(credit.id);
  return {
    type: 'credit',
    version: ERP_EXPORT_VERSION,
    creditNumber: number,
    status,
    customer: { code: credit.customer_code, name: credit.customer_name },
    orderNumber: credit.order_number,
    invoiceNumber: credit.invoice_number ?? '',
    arCode: credit.ar_code ?? number,
    amount: money(credit.approved_amount ?? 0),
    lines: lines.filter(approved).map((l) => ({
      lineNumber: l.line_number,
      productCode: l.product_code,
      description: l.description,
      outcome: outcomeOf(l.outcome),
      quantity: quantity(l.quantity),
      unit: l.unit,
      approvedQuantity: quantity(l.approved_quantity ?? 0),
      approvedAmount: money(l.approved_amount ?? 0),
    })),
    reviewerNote: credit.reviewer_note,
    reviewedBy: credit.reviewer_username,
    reviewedAt: isoTime(credit.reviewed_at ?? credit.created_at),
    createdAt: isoTime(credit.created_at),
  };
}
