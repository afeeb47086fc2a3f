import { addDaysIso } from '../checkout/plain-date';
import { type DateRange, weekStartOf } from './sales-weeks';

/**
 * Issue 33: a product the customer stopped buying is one of its Standard order guide that it bought in at least
 * STOPPED_BUYING_MIN_WEEKS of the STOPPED_BUYING_EARLIER_WEEKS earlier weeks and in none of the recent weeks.
 *
 * Weeks are Monday to Sunday in the site's time zone (see weekStartOf). "Bought" in a week means an order that is not
 * cancelled, delivered on a date of that week, has a line of the product (the product ordered). As of `today`:
 * - the recent weeks are the STOPPED_BUYING_RECENT_WEEKS whole weeks before this week, this week, and every later
 *   date (an open order for next week is buying);
 * - the earlier weeks are the STOPPED_BUYING_EARLIER_WEEKS whole weeks before the recent ones.
 * Example, today Wednesday 2026-12-02 (week of Mon 2026-11-30): recent from Mon 2026-11-09 on; earlier weeks the
 * Mondays 2026-09-14 .. 2026-11-02 (8 weeks, up to Sun 2026-11-08).
 */
export const STOPPED_BUYING_EARLIER_WEEKS = 8;
export const STOPPED_BUYING_MIN_WEEKS = 3;
export const STOPPED_BUYING_RECENT_WEEKS = 3;

export interface StoppedBuyingWindow {
  /** The earlier weeks, oldest first, each from its Monday to the next Monday (exclusive). */
  earlierWeeks: DateRange[];
  /** The first date of the recent weeks: any purchase delivered on or after it means the product is still bought. */
  recentFrom: string;
}

export function stoppedBuyingWindow(today: string): StoppedBuyingWindow {
  const recentFrom = addDaysIso(weekStartOf(today), -7 * STOPPED_BUYING_RECENT_WEEKS);
  const earlierWeeks = Array.from({ length: STOPPED_BUYING_EARLIER_WEEKS }, (_, i) => {
    const from = addDaysIso(recentFrom, -7 * (STOPPED_BUYING_EARLIER_WEEKS - i));
    return { from, to: addDaysIso(from, 7) };
  });
  return { earlierWeeks, recentFrom };
}

/** How many of the earlier weeks have a delivery date among `boughtOn`. */
export function earlierWeeksBought(window: StoppedBuyingWindow, boughtOn: readonly string[]): number {
  return window.earlierWeeks.filter((w) => boughtOn.some((d) => d >= w.from && d < w.to)).length;
}

/** The rule on one product's delivery dates (any order, any range): stopped as of `today`. */
export function hasStoppedBuying(today: string, boughtOn: readonly string[]): boolean {
  const window = stoppedBuyingWindow(today);
  if (boughtOn.some((d) => d >= window.recentFrom)) return false;
  return earlierWeeksBought(window, boughtOn) >= STOPPED_BUYING_MIN_WEEKS;
}
