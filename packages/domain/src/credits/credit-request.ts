import { type Decimal, isZero } from '../units/decimal';

/** What the buyer found of one delivered line (issue 33 check-in). */
export const CHECKIN_OUTCOMES = ['received', 'short', 'damaged', 'wrong', 'quality'] as const;
export type CheckinOutcome = (typeof CHECKIN_OUTCOMES)[number];

/** Short and damaged name how many; wrong product and quality claim the whole line unless a quantity is given. */
export const OUTCOME_NEEDS_QUANTITY: Readonly<Record<CheckinOutcome, boolean>> = {
  received: false,
  short: true,
  damaged: true,
  wrong: false,
  quality: false,
};

/** What a problem is called on the request, in mails and on screens. */
export const OUTCOME_LABELS: Readonly<Record<CheckinOutcome, string>> = {
  received: 'Received',
  short: 'Short',
  damaged: 'Damaged',
  wrong: 'Wrong product',
  quality: 'Quality',
};

/** At most three photos of a damaged line (taken on the phone at the door). */
export const MAX_PHOTOS_PER_LINE = 3;
/** A line's note (quality needs one) and the reviewer's note, in characters. */
export const CHECKIN_NOTE_MAX = 500;
export const REVIEW_NOTE_MAX = 1_000;

export const CREDIT_REQUEST_STATUSES = ['Open', 'Approved', 'Partly approved', 'Rejected'] as const;
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];

/** A credit request's number from its id: CR- and at least six digits (CR-000123). */
export function creditRequestNumber(id: number): string {
  return `CR-${String(id).padStart(6, '0')}`;
}

/** A request's id from its number: null for text that is not one (CR-0000123 is not CR-000123). */
export function creditRequestIdOf(number: string): number | null {
  const match = /^CR-(\d{6,9})$/.exec(number);
  const id = match ? Number(match[1]) : 0;
  return id > 0 && creditRequestNumber(id) === number ? id : null;
}

/** Whether an outcome is a problem (anything but received): a check-in with one becomes a credit request. */
export const isProblem = (outcome: CheckinOutcome): boolean => outcome !== 'received';

/**
 * The status a review leaves: Rejected when nothing is approved, Approved when everything requested is, else Partly
 * approved. Amounts are in dollars and cents.
 */
export function reviewedStatus(requested: Decimal, approved: Decimal): Exclude<CreditRequestStatus, 'Open'> {
  if (isZero(approved)) return 'Rejected';
  return approved.gte(requested) ? 'Approved' : 'Partly approved';
}
