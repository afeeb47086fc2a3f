import { parseCutoffTime } from '@storefront/domain';
import type { RowReader } from './row-reader';

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** What ship_tos.delivery_days defaults to: Monday to Friday. */
const WEEKDAYS = '2,3,4,5,6';

/** One day of a delivery_days cell: 1 (Sunday) .. 7 (Saturday), or a day's name or its first letters (Mon, Tues). */
function weekdayOf(token: string): number | null {
  if (/^\d+$/.test(token)) {
    const n = Number(token);
    return n >= 1 && n <= 7 ? n : null;
  }
  const word = token.toLowerCase();
  const named = word.length >= 2 ? DAY_NAMES.filter((d) => d.startsWith(word)) : [];
  return named.length === 1 && named[0] ? DAY_NAMES.indexOf(named[0]) + 1 : null;
}

/** Delivery days as ship_tos stores them ('2,4,6': Sunday 1 .. Saturday 7, sorted); Monday to Friday when empty. */
export function readDeliveryDays(r: RowReader, column: string): string {
  const text = r.text(column, 80);
  if (text === '') return WEEKDAYS;
  const days = new Set<number>();
  for (const token of text.split(/[\s,;/|]+/).filter((t) => t !== '')) {
    const day = weekdayOf(token);
    if (day === null) r.problem(column, `"${token}" is not a weekday (1 Sunday .. 7 Saturday, or Sun, Mon ... Sat)`);
    else days.add(day);
  }
  return [...days].sort((a, b) => a - b).join(',');
}

/** An order cut-off as HH:MM on a 24-hour clock ('9:30' is read as 09:30); 15:00 when empty. */
export function readCutoffTime(r: RowReader, column: string): string {
  const text = r.text(column, 5);
  if (text === '') return '15:00';
  const minutes = parseCutoffTime(text);
  if (minutes === null) {
    r.problem(column, `"${text}" is not a time (HH:MM, 24-hour clock)`);
    return '15:00';
  }
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
