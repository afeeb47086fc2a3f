/**
 * Calendar dates as ISO 'YYYY-MM-DD' text. Arithmetic runs on UTC midnights, where every
 * day has 24 hours, so a daylight-saving change can never move a date.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Epoch ms of the date's UTC midnight; null when the text is not a real calendar date. */
export function isoDateToUtcMs(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? ms : null;
}

export function utcMsToIsoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isoDateOf(year: number, month: number, day: number): string {
  return utcMsToIsoDate(Date.UTC(year, month - 1, day));
}

/** `date` must be valid (see isoDateToUtcMs). */
export function addDaysIso(date: string, days: number): string {
  const ms = isoDateToUtcMs(date);
  if (ms === null) throw new RangeError(`Not an ISO date: ${date}`);
  return utcMsToIsoDate(ms + days * DAY_MS);
}

/** 1 = Sunday .. 7 = Saturday (spec 2 §9 delivery-day numbers). */
export function deliveryWeekday(date: string): number {
  const ms = isoDateToUtcMs(date);
  if (ms === null) throw new RangeError(`Not an ISO date: ${date}`);
  return new Date(ms).getUTCDay() + 1;
}
