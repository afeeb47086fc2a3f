import { addDaysIso } from '../checkout/plain-date';

/**
 * Issue 33: an invoice is overdue for the salesperson's list when it is an A/R invoice with a balance owed and more
 * than OVERDUE_AFTER_DAYS days past its due date. Aging counts from due dates (DESIGN.md, Account Summary's buckets),
 * so "over 30 days" is the 31-60 bucket and older: days past due = today − due date ≥ 31.
 */
export const OVERDUE_AFTER_DAYS = 30;

/** Due dates before this one (YYYY-MM-DD, exclusive) are overdue on `today`. */
export function overdueDueBefore(today: string): string {
  return addDaysIso(today, -OVERDUE_AFTER_DAYS);
}
