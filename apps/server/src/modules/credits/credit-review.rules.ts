import type { CreditReviewRequest } from '@storefront/contract';
import {
  creditLineAmount,
  type Decimal,
  MONEY_DECIMALS,
  QUANTITY_DECIMALS,
  reviewedStatus,
  toDecimal,
} from '@storefront/domain';

/** A claimed line as a review reads it. */
export interface ClaimedLine {
  lineNumber: number;
  quantity: string;
  amount: string;
}

/** What a review approves of each claimed line, in all, and the status it leaves. */
export interface ReviewPlan {
  status: 'Approved' | 'Partly approved' | 'Rejected';
  lines: { lineNumber: number; quantity: Decimal; amount: Decimal }[];
  approved: Decimal;
  requested: Decimal;
}

const twoDecimals = (d: Decimal) => d.round(2).cmp(d) === 0;

/** What one line of a partial approval approves, or why it cannot. */
function partOf(
  line: ClaimedLine,
  asked: { approvedQuantity?: string | number | undefined; approvedAmount?: string | number | undefined },
): { quantity: Decimal; amount: Decimal } | string {
  const name = `Line ${line.lineNumber}`;
  const byQuantity = asked.approvedQuantity !== undefined;
  if (byQuantity === (asked.approvedAmount !== undefined))
    return `${name}: give either the approved quantity or the approved amount.`;
  if (byQuantity) {
    const q = toDecimal(asked.approvedQuantity as string | number);
    if (q.lt(0) || !twoDecimals(q) || q.gt(line.quantity))
      return `${name}: approve from 0 to ${toDecimal(line.quantity).toFixed(QUANTITY_DECIMALS)}, with at most 2 decimals.`;
    return { quantity: q, amount: creditLineAmount(line.amount, line.quantity, q) };
  }
  const a = toDecimal(asked.approvedAmount as string | number);
  if (a.lt(0) || !twoDecimals(a) || a.gt(line.amount))
    return `${name}: approve from $0.00 to $${toDecimal(line.amount).toFixed(MONEY_DECIMALS)}, in cents.`;
  // An amount approves the quantity it pays for, pro rata (rounded to the quantity's 2 decimals).
  const quantity = toDecimal(line.amount).gt(0)
    ? toDecimal(line.quantity).times(a).div(line.amount).round(QUANTITY_DECIMALS)
    : toDecimal(0);
  return { quantity, amount: a };
}

/**
 * What a review approves: 'approve' every line in full, 'reject' nothing (with a note saying why), 'partial' the lines
 * named as given (each once, each a claimed line; left out: nothing) and more than 0 in all. Answers the reason when
 * the review cannot be.
 */
export function planReview(lines: readonly ClaimedLine[], review: CreditReviewRequest): ReviewPlan | string {
  const requested = lines.reduce((s, l) => s.plus(l.amount), toDecimal(0));
  if (review.decision === 'reject' && (review.note?.trim() ?? '') === '')
    return 'Say why the request is rejected in the note.';
  let planned: ReviewPlan['lines'];
  if (review.decision === 'partial') {
    const byNumber = new Map(lines.map((l) => [l.lineNumber, l]));
    const asked = new Map<number, (typeof review.lines)[number]>();
    for (const a of review.lines) {
      if (!byNumber.has(a.lineNumber)) return `The request has no line ${a.lineNumber}.`;
      if (asked.has(a.lineNumber)) return `Line ${a.lineNumber} is given more than once.`;
      asked.set(a.lineNumber, a);
    }
    planned = [];
    for (const l of lines) {
      const a = asked.get(l.lineNumber);
      const part = a ? partOf(l, a) : { quantity: toDecimal(0), amount: toDecimal(0) };
      if (typeof part === 'string') return part;
      planned.push({ lineNumber: l.lineNumber, ...part });
    }
  } else {
    const all = review.decision === 'approve';
    planned = lines.map((l) => ({
      lineNumber: l.lineNumber,
      quantity: all ? toDecimal(l.quantity) : toDecimal(0),
      amount: all ? toDecimal(l.amount) : toDecimal(0),
    }));
  }
  const approved = planned.reduce((s, l) => s.plus(l.amount), toDecimal(0));
  if (review.decision === 'partial' && !approved.gt(0))
    return 'A partial approval approves more than $0.00: approve some of it, or reject the request.';
  return { status: reviewedStatus(requested, approved), lines: planned, approved, requested };
}
