import { TZDate } from '@date-fns/tz';
import { calendarDateIn } from '../checkout/delivery-dates';
import { thisWeek } from './sales-weeks';

const DAY_MS = 86_400_000;

/**
 * Issue 33: a product viewed but not bought this week is one whose detail a user of the customer opened this week
 * (from Monday 00:00 in the site's time zone, see weekStartOf) and that is on no order of the customer (not
 * cancelled) placed this week (order date, the site's calendar date, on or after that Monday).
 */
export interface ViewWeek {
  /** The Monday (YYYY-MM-DD) orders placed from count as bought. */
  orderedFrom: string;
  /** The instant (epoch ms) of Monday 00:00 in the site's time zone: views from then on count. */
  viewedFrom: number;
  /** The UTC midnight of the first stored view day that can hold a view from viewedFrom on (see viewDayStart). */
  firstViewDay: number;
}

export function viewWeek(now: number, timeZone: string): ViewWeek {
  const monday = thisWeek(calendarDateIn(now, timeZone)).from;
  const [y, m, d] = monday.split('-').map(Number) as [number, number, number];
  const viewedFrom = new TZDate(y, m - 1, d, 0, 0, 0, 0, timeZone).getTime();
  return { orderedFrom: monday, viewedFrom, firstViewDay: viewDayStart(viewedFrom) };
}

/** The day a view is stored under: the UTC midnight (epoch ms) before the instant, so no setting is read to store it. */
export function viewDayStart(instant: number): number {
  return Math.floor(instant / DAY_MS) * DAY_MS;
}
