import { addDaysIso, deliveryWeekday, isoDateToUtcMs } from '../checkout/plain-date';
import { cutoffInstant } from '../checkout/order-cutoff';
import { DELIVERY_HORIZON_DAYS, type DeliverySchedule } from '../checkout/delivery-dates';

/**
 * Issue 32 reminders: a delivery date is a customer's usual one when they had an order (not cancelled) for at least
 * USUAL_ORDER_MIN_HITS of the USUAL_ORDER_LOOKBACK_WEEKS same weekdays before it (3 of the last 4 Mondays), by
 * delivery date.
 */
export const USUAL_ORDER_LOOKBACK_WEEKS = 4;
export const USUAL_ORDER_MIN_HITS = 3;
/** How many days of order history the rule reads before a date. */
export const USUAL_ORDER_HISTORY_DAYS = 7 * USUAL_ORDER_LOOKBACK_WEEKS;

/** Default and bounds of the site setting reminderLeadHours: a reminder goes this many hours before the cut-off. */
export const DEFAULT_REMINDER_LEAD_HOURS = 2;
export const MAX_REMINDER_LEAD_HOURS = 48;

/**
 * The delivery dates whose orders decide the usual order as of `today`: the next delivery date is offered at most the
 * horizon ahead, and its four previous same weekdays are at most 28 days before today.
 */
export function usualOrderHistoryRange(today: string): { from: string; to: string } {
  return { from: addDaysIso(today, -USUAL_ORDER_HISTORY_DAYS), to: addDaysIso(today, DELIVERY_HORIZON_DAYS) };
}

/** The same weekdays before `date`, newest first (date − 7, − 14, … days). */
export function previousSameWeekdays(date: string, weeks: number = USUAL_ORDER_LOOKBACK_WEEKS): string[] {
  return Array.from({ length: weeks }, (_, i) => addDaysIso(date, -7 * (i + 1)));
}

/**
 * Whether `date` is a usual delivery date for a customer whose orders (not cancelled) were for `orderedDates`
 * (ISO dates, any order, repeats allowed): at least 3 of the 4 same weekdays before it had one. False for text that is
 * not a date.
 */
export function isUsualDeliveryDate(date: string, orderedDates: Iterable<string>): boolean {
  if (isoDateToUtcMs(date) === null) return false;
  const ordered = new Set(orderedDates);
  const hits = previousSameWeekdays(date).filter((d) => ordered.has(d)).length;
  return hits >= USUAL_ORDER_MIN_HITS;
}

/**
 * The delivery weekdays (1 = Sunday .. 7 = Saturday) that are usual as of `today`: for each weekday, its 4 latest
 * dates strictly before `today` are counted.
 */
export function usualDeliveryWeekdays(today: string, orderedDates: Iterable<string>): number[] {
  const ordered = [...orderedDates];
  const usual: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    // Each of the seven days from today: its 4 previous same weekdays are all before today.
    const next = addDaysIso(today, i);
    if (isUsualDeliveryDate(next, ordered)) usual.push(deliveryWeekday(next));
  }
  return usual.sort((a, b) => a - b);
}

export interface UsualOrderCheck {
  /** The customer's next delivery date: the first date offered now (null when none is). */
  nextDate: string | null;
  /** Delivery dates of the customer's orders that are not cancelled, at least the 28 days before nextDate and nextDate. */
  orderedDates: Iterable<string>;
  schedule: Pick<DeliverySchedule, 'cutoffTime' | 'leadDays'>;
  timeZone: string;
}

/** The usual order for `nextDate` is missing: the date is usual and has no order. The cut-off is given with it. */
export function missingUsualOrder(check: UsualOrderCheck): { date: string; cutoff: number } | null {
  const { nextDate } = check;
  if (nextDate === null) return null;
  const ordered = new Set(check.orderedDates);
  if (ordered.has(nextDate) || !isUsualDeliveryDate(nextDate, ordered)) return null;
  const cutoff = cutoffInstant(nextDate, check.schedule, check.timeZone);
  return cutoff === null ? null : { date: nextDate, cutoff };
}

/** Whether a reminder is due at `now`: from `leadHours` before the cut-off up to (not including) the cut-off. */
export function reminderDue(now: number, cutoff: number, leadHours: number): boolean {
  return now >= cutoff - leadHours * 3_600_000 && now < cutoff;
}
