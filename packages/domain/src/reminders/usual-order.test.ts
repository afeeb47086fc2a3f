import { describe, expect, it } from 'vitest';
import { cutoffInstant } from '../checkout/order-cutoff';
import {
  isUsualDeliveryDate,
  missingUsualOrder,
  previousSameWeekdays,
  reminderDue,
  usualDeliveryWeekdays,
  usualOrderHistoryRange,
} from './usual-order';

// Fridays: 2026-11-06, 13, 20, 27 and the next one 2026-12-04. Mondays: 2026-11-09, 16, 23, 30.
const NY = 'America/New_York';
const HOUR = 3_600_000;

describe('the usual delivery date (3 of the last 4 same weekdays, by delivery date)', () => {
  it('looks at the four same weekdays before the date, newest first', () => {
    expect(previousSameWeekdays('2026-12-04')).toEqual(['2026-11-27', '2026-11-20', '2026-11-13', '2026-11-06']);
  });

  it('is usual with 3 or 4 of the last 4 Fridays, not with 2', () => {
    expect(isUsualDeliveryDate('2026-12-04', ['2026-11-27', '2026-11-20', '2026-11-13', '2026-11-06'])).toBe(true);
    expect(isUsualDeliveryDate('2026-12-04', ['2026-11-27', '2026-11-13', '2026-11-06'])).toBe(true);
    expect(isUsualDeliveryDate('2026-12-04', ['2026-11-20', '2026-11-06'])).toBe(false);
    expect(isUsualDeliveryDate('2026-12-04', [])).toBe(false);
  });

  it('counts a date once however many orders it has, and only the 4 weeks before', () => {
    expect(isUsualDeliveryDate('2026-12-04', ['2026-11-27', '2026-11-27', '2026-11-27'])).toBe(false);
    // 5 weeks back (Oct 30) does not count.
    expect(isUsualDeliveryDate('2026-12-04', ['2026-11-27', '2026-11-20', '2026-10-30'])).toBe(false);
  });

  it('goes by delivery date: orders for other weekdays (a Thursday delivery) do not count for Friday', () => {
    expect(isUsualDeliveryDate('2026-12-04', ['2026-11-26', '2026-11-19', '2026-11-12', '2026-11-05'])).toBe(false);
    expect(isUsualDeliveryDate('2026-12-03', ['2026-11-26', '2026-11-19', '2026-11-12', '2026-11-05'])).toBe(true);
  });

  it('is never usual for text that is not a date', () => {
    expect(isUsualDeliveryDate('2026-13-01', ['2026-12-25'])).toBe(false);
  });

  it('names the usual weekdays of a history: Mondays 3 of 4, Fridays 4 of 4, Wednesdays 1 of 4', () => {
    const history = [
      '2026-11-09',
      '2026-11-16',
      '2026-11-23', // Mondays: 3 (Nov 2 missing)
      '2026-11-06',
      '2026-11-13',
      '2026-11-20',
      '2026-11-27', // Fridays: 4
      '2026-11-18', // a Wednesday
    ];
    // As of Sat 2026-11-28: Monday = 2, Friday = 6.
    expect(usualDeliveryWeekdays('2026-11-28', history)).toEqual([2, 6]);
  });
});

describe('the missing usual order', () => {
  const schedule = { cutoffTime: '14:00', leadDays: 1 };
  const fridays = ['2026-11-27', '2026-11-20', '2026-11-13'];

  it('is the next delivery date when it is usual and has no order, with its cut-off', () => {
    expect(missingUsualOrder({ nextDate: '2026-12-04', orderedDates: fridays, schedule, timeZone: NY })).toEqual({
      date: '2026-12-04',
      cutoff: cutoffInstant('2026-12-04', schedule, NY),
    });
  });

  it('is nothing when the date has an order, is not usual, or there is no next date', () => {
    const check = { schedule, timeZone: NY };
    expect(missingUsualOrder({ ...check, nextDate: '2026-12-04', orderedDates: [...fridays, '2026-12-04'] })).toBe(
      null,
    );
    expect(missingUsualOrder({ ...check, nextDate: '2026-12-03', orderedDates: fridays })).toBe(null);
    expect(missingUsualOrder({ ...check, nextDate: null, orderedDates: fridays })).toBe(null);
  });

  it('is due from the lead hours before the cut-off up to the cut-off, not at it', () => {
    const cutoff = Date.parse('2026-12-03T19:00:00Z');
    expect(reminderDue(cutoff - 2 * HOUR - 1, cutoff, 2)).toBe(false);
    expect(reminderDue(cutoff - 2 * HOUR, cutoff, 2)).toBe(true);
    expect(reminderDue(cutoff - 1, cutoff, 2)).toBe(true);
    expect(reminderDue(cutoff, cutoff, 2)).toBe(false);
  });
});

describe('the history the rule reads', () => {
  it('reaches 28 days back and the delivery horizon ahead', () => {
    expect(usualOrderHistoryRange('2026-11-28')).toEqual({ from: '2026-10-31', to: '2026-12-26' });
  });
});
