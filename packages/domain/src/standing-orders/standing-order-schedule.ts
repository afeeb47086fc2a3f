import { calendarDateIn, type DeliverySchedule } from '../checkout/delivery-dates';
import { type HolidayCalendar, isClosedOn } from '../checkout/holidays';
import { cutoffInstant } from '../checkout/order-cutoff';
import { addDaysIso, deliveryWeekday, isoDateToUtcMs } from '../checkout/plain-date';

/** Issue 32: a standing order is placed this many hours before its delivery date's cut-off unless the site says otherwise. */
export const DEFAULT_STANDING_ORDER_LEAD_HOURS = 24;
/** At most a week ahead: the order must still be editable for a while after it is placed. */
export const MAX_STANDING_ORDER_LEAD_HOURS = 168;
/** Per customer, and lines per standing order. */
export const MAX_STANDING_ORDERS = 50;
export const MAX_STANDING_ORDER_LINES = 200;
export const STANDING_ORDER_NAME_MAX = 40;

const HOUR_MS = 3_600_000;

/** When a standing order delivers: weekdays as ship-tos number them (1 = Sunday .. 7 = Saturday), from start to end. */
export interface StandingOrderPlan {
  weekdays: readonly number[];
  /** 'YYYY-MM-DD', the first delivery date it may place. */
  startDate: string;
  /** 'YYYY-MM-DD', the last one; null: no end. */
  endDate: string | null;
  paused: boolean;
}

/**
 * Whether the plan asks for a delivery on `date`: one of its weekdays, within its dates, not paused, and a day the
 * ship-to delivers on that the calendar does not close (a holiday's delivery is skipped, not moved).
 */
export function plansDeliveryOn(
  plan: StandingOrderPlan,
  schedule: Pick<DeliverySchedule, 'deliveryDays'>,
  date: string,
  calendar: HolidayCalendar,
): boolean {
  if (plan.paused || isoDateToUtcMs(date) === null) return false;
  if (date < plan.startDate || (plan.endDate !== null && date > plan.endDate)) return false;
  const weekday = deliveryWeekday(date);
  return plan.weekdays.includes(weekday) && schedule.deliveryDays.includes(weekday) && !isClosedOn(date, calendar);
}

/** The instant (epoch ms) the order for `date` is placed: `leadHours` before its cut-off; null for text that is no date. */
export function placementInstant(
  date: string,
  schedule: Pick<DeliverySchedule, 'cutoffTime' | 'leadDays'>,
  timeZone: string,
  leadHours: number,
): number | null {
  const cutoff = cutoffInstant(date, schedule, timeZone);
  return cutoff === null ? null : cutoff - leadHours * HOUR_MS;
}

/** Days after today worth looking at: the lead days, the placement hours and one day either way for time zones. */
function lookahead(schedule: Pick<DeliverySchedule, 'leadDays'>, leadHours: number): number {
  const leadDays = Number.isFinite(schedule.leadDays) ? Math.max(0, Math.trunc(schedule.leadDays)) : 0;
  return leadDays + Math.ceil(leadHours / 24) + 2;
}

/**
 * The delivery dates whose order is due at `now`: planned (plansDeliveryOn) and inside the window from the placement
 * instant up to, not including, the cut-off. Before the window nothing is due; after the cut-off the date is gone
 * (an order could no longer be placed for it). Oldest first.
 */
export function dueDeliveryDates(
  plan: StandingOrderPlan,
  schedule: DeliverySchedule,
  now: number,
  timeZone: string,
  leadHours: number,
  calendar: HolidayCalendar,
): string[] {
  const today = calendarDateIn(now, timeZone);
  const due: string[] = [];
  for (let i = -1; i <= lookahead(schedule, leadHours); i += 1) {
    const date = addDaysIso(today, i);
    if (!plansDeliveryOn(plan, schedule, date, calendar)) continue;
    const cutoff = cutoffInstant(date, schedule, timeZone);
    if (cutoff !== null && cutoff - leadHours * HOUR_MS <= now && now < cutoff) due.push(date);
  }
  return due;
}

/**
 * The next delivery the plan will place (its cut-off still ahead), with the instant it is placed; null when there is
 * none within a year (paused, ended, or no weekday the ship-to delivers on).
 */
export function nextStandingDelivery(
  plan: StandingOrderPlan,
  schedule: DeliverySchedule,
  now: number,
  timeZone: string,
  leadHours: number,
  calendar: HolidayCalendar,
): { date: string; placeAt: number } | null {
  const today = calendarDateIn(now, timeZone);
  for (let i = -1; i <= 366; i += 1) {
    const date = addDaysIso(today, i);
    if (!plansDeliveryOn(plan, schedule, date, calendar)) continue;
    const cutoff = cutoffInstant(date, schedule, timeZone);
    if (cutoff !== null && now < cutoff) return { date, placeAt: cutoff - leadHours * HOUR_MS };
  }
  return null;
}
