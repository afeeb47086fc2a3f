import type { PaymentRequest } from '@storefront/contract';
import {
  checkApplyAmount,
  type Decimal,
  isArRecordType,
  isNegative,
  isZero,
  PAYMENT_TYPES,
  toDecimal,
  totalApplied,
} from '@storefront/domain';

export interface PlanItem {
  id: number;
  ar_code: string;
  record_type: number;
  reference: string;
  balance: string;
}

export interface PlannedLine {
  item: PlanItem;
  amount: Decimal;
}

export type PaymentPlan = { ok: true; lines: PlannedLine[]; total: Decimal } | { ok: false; reason: string };

export const PAYMENT_REFUSALS = {
  notOpen: (code: string) => `Item ${code} is not open on this account. Please reload the open items.`,
  duplicate: (code: string) => `Item ${code} is selected more than once.`,
  wrongType: (code: string) => `Item ${code} is not of the type selected. Please reload the open items.`,
  nothingSelected: 'Please select at least one item to pay.',
  negativeTotal: 'The total applied cannot be negative.',
  amountMismatch: 'The payment amount does not match the amounts applied.',
  creditNeedsZero: 'Apply Credit is only for a total of zero.',
  zeroNeedsCredit: 'A total of zero is paid by applying credit.',
} as const;

/**
 * Checks a payment's details against the customer's open items (spec 2 §5 Payment amounts):
 * each item open and chosen once, each amount the sign of its balance and never greater,
 * zero amounts dropped, the total not negative and equal to paymentAmount, and the method
 * fitting the total (Apply Credit exactly for zero).
 */
export function planPayment(body: PaymentRequest, items: readonly PlanItem[]): PaymentPlan {
  const byCode = new Map(items.map((i) => [i.ar_code, i]));
  const seen = new Set<string>();
  const lines: PlannedLine[] = [];
  for (const detail of body.details) {
    if (seen.has(detail.arCode)) return { ok: false, reason: PAYMENT_REFUSALS.duplicate(detail.arCode) };
    seen.add(detail.arCode);
    const amount = toDecimal(detail.amount);
    if (isZero(amount)) continue;
    const item = byCode.get(detail.arCode);
    if (!item || isZero(toDecimal(item.balance)) || !isArRecordType(item.record_type))
      return { ok: false, reason: PAYMENT_REFUSALS.notOpen(detail.arCode) };
    if (detail.detailType !== undefined && detail.detailType !== item.record_type)
      return { ok: false, reason: PAYMENT_REFUSALS.wrongType(detail.arCode) };
    const check = checkApplyAmount(amount, item.balance);
    if (check.helperText) return { ok: false, reason: `${item.reference}: ${check.helperText}` };
    lines.push({ item, amount });
  }
  if (lines.length === 0) return { ok: false, reason: PAYMENT_REFUSALS.nothingSelected };
  const total = totalApplied(lines.map((l) => ({ amount: l.amount, balance: l.item.balance })));
  if (isNegative(total)) return { ok: false, reason: PAYMENT_REFUSALS.negativeTotal };
  if (!total.eq(body.paymentAmount)) return { ok: false, reason: PAYMENT_REFUSALS.amountMismatch };
  if (body.paymentType === PAYMENT_TYPES.ApplyCredit && !isZero(total))
    return { ok: false, reason: PAYMENT_REFUSALS.creditNeedsZero };
  if (body.paymentType !== PAYMENT_TYPES.ApplyCredit && isZero(total))
    return { ok: false, reason: PAYMENT_REFUSALS.zeroNeedsCredit };
  return { ok: true, lines, total };
}
