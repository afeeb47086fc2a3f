import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { type HolidayCalendar, isClosedOn } from './holidays';
import { addDaysIso, deliveryWeekday, isoDateOf, isoDateToUtcMs } from './plain-date';

/** Spec 2 §9 and the design notes: ship-tos and consumer zip zones deliver on weekdays after a cut-off and a lead time. */
export interface DeliverySchedule {
  /** 1 = Sunday .. 7 = Saturday. */
  deliveryDays: readonly number[];
  /** 'HH:mm' in the distributor's time zone; an order placed at or after it counts from the next day. */
  cutoffTime: string;
  /** Calendar days between the order day and the earliest delivery. */
  leadDays: number;
}

/** How far ahead the dates offered to the buyer reach, in calendar days from today. */
export const DELIVERY_HORIZON_DAYS = 28;

export interface DeliveryDateChoice {
  defaultDate: string | null;
  earliestDate: string | null;
  dates: string[];
}

function isWeekdayNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 7;
}

/** '2,4,6' -> [2,4,6]; ignores blanks, duplicates and anything outside 1..7; sorted. */
export function parseDeliveryDays(text: string): number[] {
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const trimmed = part.trim();
    if (!/^\d+$/.test(trimmed)) continue;
    const n = Number(trimmed);
    if (isWeekdayNumber(n)) days.add(n);
  }
  return [...days].sort((a, b) => a - b);
}

/** 'HH:mm' (or 'H:mm') -> minutes after local midnight; null when blank or malformed, which means no cut-off. */
export function parseCutoffTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

const knownTimeZones = new Set<string>();

function assertTimeZone(timeZone: string): void {
  if (knownTimeZones.has(timeZone)) return;
  // Throws RangeError for an unknown zone; TZDate alone would silently answer NaN.
  new Intl.DateTimeFormat('en-US', { timeZone });
  knownTimeZones.add(timeZone);
}

interface LocalMoment {
  /** ISO date in the zone. */
  date: string;
  /** Minutes after the zone's midnight (seconds dropped: 14:59:59 is before a 15:00 cut-off). */
  minutes: number;
}

function localMoment(now: number, timeZone: string): LocalMoment {
  assertTimeZone(timeZone);
  const local = new TZDate(now, timeZone);
  return {
    date: isoDateOf(local.getFullYear(), local.getMonth() + 1, local.getDate()),
    minutes: local.getHours() * 60 + local.getMinutes(),
  };
}

/** The calendar date ('YYYY-MM-DD') of the instant `now` (epoch ms) in `timeZone`. */
export function calendarDateIn(now: number, timeZone: string): string {
  return localMoment(now, timeZone).date;
}

/** No holidays: every delivery day is open. */
const NO_HOLIDAYS: HolidayCalendar = { usFederalHolidays: false, closedDates: [] };

/** The first date on or after `from` whose weekday is in `days` (non-empty) and that is not a holiday (at most a year on). */
function firstDeliveryDayFrom(from: string, days: ReadonlySet<number>, calendar: HolidayCalendar): string {
  let date = from;
  for (let i = 0; i < 366 && (!days.has(deliveryWeekday(date)) || isClosedOn(date, calendar)); i += 1)
    date = addDaysIso(date, 1);
  return date;
}

function wholeDays(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/**
 * today = the calendar date of `now` in `timeZone`; orderDay = today if the local time is before the cut-off, else today + 1;
 * earliestDate = the first delivery day on or after orderDay + leadDays; defaultDate = the first delivery day strictly after today
 * (schedule only); dates = every delivery day from earliestDate up to and including today + horizonDays. ISO 'YYYY-MM-DD'.
 * Days the calendar closes (holidays) are never offered, as earliest, default or in the list. No delivery days: all null / empty.
 */
export function deliveryDates(
  schedule: DeliverySchedule,
  now: number,
  timeZone: string,
  calendar: HolidayCalendar = NO_HOLIDAYS,
  horizonDays: number = DELIVERY_HORIZON_DAYS,
): DeliveryDateChoice {
  const days = new Set(schedule.deliveryDays.filter(isWeekdayNumber));
  const local = localMoment(now, timeZone);
  if (days.size === 0) return { defaultDate: null, earliestDate: null, dates: [] };

  const cutoff = parseCutoffTime(schedule.cutoffTime);
  const pastCutoff = cutoff !== null && local.minutes >= cutoff;
  const orderDay = pastCutoff ? addDaysIso(local.date, 1) : local.date;
  const earliestDate = firstDeliveryDayFrom(addDaysIso(orderDay, wholeDays(schedule.leadDays)), days, calendar);
  const defaultDate = firstDeliveryDayFrom(addDaysIso(local.date, 1), days, calendar);

  // ISO dates of equal length order as text does.
  const lastDate = addDaysIso(local.date, wholeDays(horizonDays));
  const dates: string[] = [];
  for (let date = earliestDate; date <= lastDate; date = addDaysIso(date, 1)) {
    if (days.has(deliveryWeekday(date)) && !isClosedOn(date, calendar)) dates.push(date);
  }
  return { defaultDate, earliestDate, dates };
}

/** Whether `date` is one of the dates offered now (deliveryDates with the default horizon). */
export function isDeliverableDate(
  date: string,
  schedule: DeliverySchedule,
  now: number,
  timeZone: string,
  calendar: HolidayCalendar = NO_HOLIDAYS,
): boolean {
  if (isoDateToUtcMs(date) === null) return false;
  return deliveryDates(schedule, now, timeZone, calendar).dates.includes(date);
}

/** Spec 2 §4: no default when the user must enter it (RequireUserEntry); else the later of defaultDate and earliestDate. */
export function initialDeliveryDate(
  choice: Pick<DeliveryDateChoice, 'defaultDate' | 'earliestDate'>,
  flag: 'UseSystemDefault' | 'RequireUserEntry',
): string | null {
  if (flag === 'RequireUserEntry') return null;
  const { defaultDate, earliestDate } = choice;
  if (defaultDate === null) return earliestDate;
  if (earliestDate === null) return defaultDate;
  return earliestDate > defaultDate ? earliestDate : defaultDate;
}

/** 'Tuesday, November 24, 2026' style label for an ISO date (en-US, no time zone shift); other text comes back as it is. */
export function deliveryDateLabel(date: string): string {
  const ms = isoDateToUtcMs(date);
  if (ms === null) return date;
  const utc = new Date(ms);
  // A local-time Date with the same calendar fields, so format() (local time) shows exactly that day.
  const local = new Date(0);
  local.setFullYear(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
  local.setHours(0, 0, 0, 0);
  return format(local, 'EEEE, MMMM d, yyyy');
}
