import { addDaysIso, deliveryWeekday, isoDateOf, isoDateToUtcMs } from './plain-date';

/** The `n`th `weekday` (1 = Sunday .. 7 = Saturday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = isoDateOf(year, month, 1);
    const offset = (weekday - deliveryWeekday(first) + 7) % 7;
    return addDaysIso(first, offset + (n - 1) * 7);
  }
  const last = addDaysIso(isoDateOf(year, month + 1, 1), -1);
  return addDaysIso(last, -((deliveryWeekday(last) - weekday + 7) % 7));
}

/** A fixed-date holiday as observed: on a Saturday, the Friday before; on a Sunday, the Monday after. */
function observed(date: string): string {
  const weekday = deliveryWeekday(date);
  if (weekday === 7) return addDaysIso(date, -1);
  if (weekday === 1) return addDaysIso(date, 1);
  return date;
}

/**
 * The eleven US federal holidays of `year` as observed (5 U.S.C. 6103), ISO dates in calendar order: New Year's Day,
 * Martin Luther King Jr. Day, Washington's Birthday, Memorial Day, Juneteenth, Independence Day, Labor Day, Columbus
 * Day, Veterans Day, Thanksgiving Day and Christmas Day.
 */
export function usFederalHolidays(year: number): string[] {
  return [
    observed(isoDateOf(year, 1, 1)),
    nthWeekday(year, 1, 2, 3),
    nthWeekday(year, 2, 2, 3),
    nthWeekday(year, 5, 2, -1),
    observed(isoDateOf(year, 6, 19)),
    observed(isoDateOf(year, 7, 4)),
    nthWeekday(year, 9, 2, 1),
    nthWeekday(year, 10, 2, 2),
    observed(isoDateOf(year, 11, 11)),
    nthWeekday(year, 11, 5, 4),
    observed(isoDateOf(year, 12, 25)),
  ].sort();
}

/** The site's holiday calendar: the days nothing is delivered or picked up. */
export interface HolidayCalendar {
  /** Close on the US federal holidays (as observed). */
  usFederalHolidays: boolean;
  /** Other closed days, ISO dates (a stocktaking day, a local holiday). */
  closedDates: readonly string[];
}

/** Years whose holidays are kept: a few around today in practice; a run of far-off dates cannot grow it past this. */
const KEPT_YEARS = 16;
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * usFederalHolidays(year) as a set, worked out once per year: the delivery dates ask it for every day of their four
 * weeks, and working the eleven holidays out again each time was most of what a delivery-date answer cost (1.6 ms).
 */
function federalHolidaysOf(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    if (holidaysByYear.size >= KEPT_YEARS) holidaysByYear.clear();
    holidays = new Set(usFederalHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** Whether the distributor is closed on `date` by its calendar. */
export function isClosedOn(date: string, calendar: HolidayCalendar): boolean {
  if (calendar.closedDates.includes(date)) return true;
  if (!calendar.usFederalHolidays || isoDateToUtcMs(date) === null) return false;
  const year = Number(date.slice(0, 4));
  // New Year's Day of the next year may be observed on 31 December.
  return federalHolidaysOf(year).has(date) || federalHolidaysOf(year + 1).has(date);
}

/** Whether `text` is a real calendar date written YYYY-MM-DD (a closed day the site lists). */
export function isCalendarDate(text: string): boolean {
  return isoDateToUtcMs(text) !== null;
}
