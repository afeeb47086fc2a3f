import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { type DeliverySchedule, parseCutoffTime } from './delivery-dates';
import { addDaysIso, isoDateToUtcMs } from './plain-date';

/**
 * Issue 32: the instant (epoch ms) an order for `deliveryDate` can no longer be placed, edited or cancelled: the
 * cut-off on the last order day that still reaches the date (the date minus the lead days), in the site's time zone;
 * with no cut-off time, the end of that day. It agrees with deliveryDates(): a delivery day that is not closed is
 * offered exactly while now < cutoffInstant(...). Null for text that is not a date.
 */
export function cutoffInstant(
  deliveryDate: string,
  schedule: Pick<DeliverySchedule, 'cutoffTime' | 'leadDays'>,
  timeZone: string,
): number | null {
  if (isoDateToUtcMs(deliveryDate) === null) return null;
  const lead = Number.isFinite(schedule.leadDays) ? Math.max(0, Math.trunc(schedule.leadDays)) : 0;
  const lastOrderDay = addDaysIso(deliveryDate, -lead);
  const cutoff = parseCutoffTime(schedule.cutoffTime);
  // No cut-off: the whole last order day counts, up to the next day's midnight.
  const [day, minutes] = cutoff === null ? [addDaysIso(lastOrderDay, 1), 0] : [lastOrderDay, cutoff];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // A local time the clocks skip (a 2:30 cut-off on the spring-forward night) resolves to the instant after the gap.
  return new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, 0, 0, timeZone).getTime();
}

/** 'Tue 4:00 pm': the cut-off as the buyer reads it, in the site's time zone (issue 32: 'Editable until Tue 4:00 pm'). */
export function cutoffLabel(instant: number, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'EEE h:mm aaa');
}

/** The text the receipt, the confirmation and Order History show for an order still open to changes. */
export function editableUntilText(instant: number, timeZone: string): string {
  return `Editable until ${cutoffLabel(instant, timeZone)}`;
}
