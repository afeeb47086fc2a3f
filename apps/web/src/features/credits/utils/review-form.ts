import type { CreditRequestLine, CreditReviewLineIn, CreditReviewRequest } from '@storefront/contract';
import { formatCurrency, formatQuantity, REVIEW_NOTE_MAX, toDecimal } from '@storefront/domain';

/** Approve all, approve part (per line), or reject (with a note saying why). */
export type ReviewDecision = CreditReviewRequest['decision'];

export const DECISION_LABELS: Readonly<Record<ReviewDecision, string>> = {
  approve: 'Approve All',
  partial: 'Approve Part',
  reject: 'Reject',
};

/** A line approved in part: by a quantity (the amount follows at the line's price) or by an amount in dollars. */
export interface PartLine {
  by: 'quantity' | 'amount';
  value: string;
}

export interface ReviewDraft {
  decision: ReviewDecision;
  note: string;
  lines: Readonly<Record<number, PartLine>>;
}

export const NEW_REVIEW: ReviewDraft = { decision: 'approve', note: '', lines: {} };

const PLAIN_CENTS = /^\d+(\.\d{1,2})?$/;

/** What is wrong with one line's part as typed, or null (left empty: nothing of it is approved). */
export function partLineProblem(line: CreditRequestLine, part: PartLine | undefined): string | null {
  const value = part?.value.trim() ?? '';
  if (value === '') return null;
  if (!PLAIN_CENTS.test(value)) return 'Give a number with at most 2 decimals.';
  const most = part?.by === 'amount' ? toDecimal(line.amount) : toDecimal(line.quantity);
  if (toDecimal(value).gt(most))
    return part?.by === 'amount'
      ? `At most ${formatCurrency(line.amount)} was claimed.`
      : `At most ${formatQuantity(line.quantity)} ${line.unit} was claimed.`;
  return null;
}

/** What keeps the review from being sent, or null. */
export function reviewProblem(lines: readonly CreditRequestLine[], draft: ReviewDraft): string | null {
  if (draft.note.length > REVIEW_NOTE_MAX) return `The note is over ${REVIEW_NOTE_MAX} characters.`;
  if (draft.decision === 'reject') return draft.note.trim() ? null : 'Say why the request is rejected.';
  if (draft.decision === 'approve') return null;
  if (lines.some((l) => partLineProblem(l, draft.lines[l.lineNumber]) !== null)) return 'Correct the lines marked.';
  const approved = partLines(lines, draft);
  if (approved.length === 0 || approved.every((l) => toDecimal(l.approvedQuantity ?? l.approvedAmount ?? 0).lte(0)))
    return 'Give the quantity or amount approved of at least one line.';
  return null;
}

function partLines(lines: readonly CreditRequestLine[], draft: ReviewDraft): CreditReviewLineIn[] {
  return lines.flatMap((l) => {
    const part = draft.lines[l.lineNumber];
    const value = part?.value.trim() ?? '';
    if (!part || value === '') return [];
    return [
      part.by === 'amount'
        ? { lineNumber: l.lineNumber, approvedAmount: value }
        : { lineNumber: l.lineNumber, approvedQuantity: value },
    ];
  });
}

/** The POST /api/credits/{number} body of a review that reviewProblem passed. */
export function reviewRequest(lines: readonly CreditRequestLine[], draft: ReviewDraft): CreditReviewRequest {
  const note = draft.note.trim() ? { note: draft.note.trim() } : {};
  if (draft.decision === 'partial') return { decision: 'partial', ...note, lines: partLines(lines, draft) };
  return { decision: draft.decision, ...note };
}
