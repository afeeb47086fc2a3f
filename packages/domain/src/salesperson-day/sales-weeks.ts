import { addDaysIso, deliveryWeekday } from '../checkout/plain-date';

/**
 * Issue 33, a salesperson's day: a week runs Monday to Sunday in the site's time zone and is named by its Monday.
 * "Today" is the calendar date of now in the site's time zone (calendarDateIn), so a week turns at the site's
 * midnight between Sunday and Monday, not at UTC's.
 */
export function weekStartOf(date: string): string {
  // deliveryWeekday: 1 = Sunday .. 7 = Saturday; Monday is 2, so Sunday goes back 6 days.
  const back = (deliveryWeekday(date) + 5) % 7;
  return addDaysIso(date, -back);
}

/** Dates from `from` (inclusive) to `to` (exclusive), both YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

/** This week so far and the rest of it: from its Monday to the next Monday (exclusive). */
export function thisWeek(today: string): DateRange {
  const from = weekStartOf(today);
  return { from, to: addDaysIso(from, 7) };
}
