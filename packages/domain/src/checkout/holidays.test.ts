import { describe, expect, it } from 'vitest';
import { deliveryDates, type DeliverySchedule } from './delivery-dates';
import { isClosedOn, usFederalHolidays } from './holidays';

const NY = 'America/New_York';

describe('the holiday calendar', () => {
  it('knows the US federal holidays of 2026 and 2027 as observed', () => {
    expect(usFederalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // 4 July is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26', // Thanksgiving Day
      '2026-12-25',
    ]);
    // 2027: Juneteenth and Independence Day fall on a Saturday and a Sunday, Christmas on a Saturday.
    expect(usFederalHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
    ]);
    // New Year's Day 2028 is a Saturday: observed on Friday 31 December 2027.
    expect(isClosedOn('2027-12-31', { usFederalHolidays: true, closedDates: [] })).toBe(true);
  });

  it('answers the same for years on end, each year worked out once and the kept years bounded', () => {
    const federal = { usFederalHolidays: true, closedDates: [] };
    // Forty years, twice over: more than the kept years, so years are worked out again after a clear.
    for (let round = 0; round < 2; round += 1) {
      for (let year = 2000; year < 2040; year += 1) {
        const thanksgiving = usFederalHolidays(year)[9]!;
        expect(isClosedOn(thanksgiving, federal)).toBe(true);
        expect(isClosedOn(`${year}-11-27`, federal)).toBe(thanksgiving === `${year}-11-27`);
      }
    }
  });

  it('closes on the site’s own dates too, and on nothing when turned off', () => {
    expect(isClosedOn('2026-12-28', { usFederalHolidays: true, closedDates: ['2026-12-28'] })).toBe(true);
    expect(isClosedOn('2026-11-26', { usFederalHolidays: false, closedDates: [] })).toBe(false);
    expect(isClosedOn('2026-11-27', { usFederalHolidays: true, closedDates: [] })).toBe(false);
  });

  it('never offers a holiday: Thanksgiving Day 2026 is neither the earliest nor in the list (issue 25 item 8)', () => {
    const daily: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6, 7], cutoffTime: '16:00', leadDays: 0 };
    // Wednesday 25 November 2026, 17:00 in New York: past the cut-off, so the order day is Thursday the 26th.
    const now = Date.parse('2026-11-25T22:00:00Z');
    const open = deliveryDates(daily, now, NY);
    expect(open.earliestDate).toBe('2026-11-26');
    const closed = deliveryDates(daily, now, NY, { usFederalHolidays: true, closedDates: [] });
    expect(closed.earliestDate).toBe('2026-11-27');
    expect(closed.defaultDate).toBe('2026-11-27');
    expect(closed.dates).not.toContain('2026-11-26');
    expect(closed.dates).not.toContain('2026-12-25');
    expect(closed.dates[0]).toBe('2026-11-27');
  });
});
