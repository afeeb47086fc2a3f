import { TZDate } from '@date-fns/tz';
import { addDaysIso, isoDateToUtcMs } from '../checkout/plain-date';

/** Bounds of a claim window (site default and per main category), in whole hours: one hour to one year. */
export const CLAIM_WINDOW_MIN_HOURS = 1;
export const CLAIM_WINDOW_MAX_HOURS = 8_760;
const HOUR_MS = 3_600_000;
const WEEK_HOURS = 168;

/**
 * A window as the rule names it: whole days from a week up ('14 days'), else hours ('72 hours', '1 hour'). 72 hours is
 * said in hours, as distributors word the fresh rule.
 */
export function claimWindowText(hours: number): string {
  if (hours >= WEEK_HOURS && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * The instant (epoch ms) a claim window closes. The window counts from the end of the delivery date (the midnight
 * after it, in the site's time zone): the truck may come at any hour of that day, and every buyer gets the whole
 * window after it. Null for text that is not a date.
 */
export function claimWindowClosesAt(deliveryDate: string, windowHours: number, timeZone: string): number | null {
  if (isoDateToUtcMs(deliveryDate) === null) return null;
  const [y, m, d] = addDaysIso(deliveryDate, 1).split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, 0, 0, 0, 0, timeZone).getTime() + windowHours * HOUR_MS;
}

/** The words of a claim refused for being late, naming the rule: 'Claims for Produce must be made within 72 hours of delivery.' */
export function lateClaimText(mainCategoryName: string, windowHours: number): string {
  return `Claims for ${mainCategoryName} must be made within ${claimWindowText(windowHours)} of delivery.`;
}

/**
 * Whether a claim made at `now` is late for a delivery on `deliveryDate` under a window of `windowHours`: the rule's
 * words, or null when it is in time (up to and excluding the closing instant). A date that is not one is never late.
 */
export function lateClaim(
  now: number,
  delivery: { deliveryDate: string; timeZone: string },
  rule: { mainCategoryName: string; windowHours: number },
): string | null {
  const closes = claimWindowClosesAt(delivery.deliveryDate, rule.windowHours, delivery.timeZone);
  return closes !== null && now >= closes ? lateClaimText(rule.mainCategoryName, rule.windowHours) : null;
}
