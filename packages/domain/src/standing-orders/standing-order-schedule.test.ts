import { describe, expect, it } from 'vitest';
import { dueDeliveryDates, nextStandingDelivery, plansDeliveryOn, placementInstant } from './standing-order-schedule';

const TZ = 'America/New_York';
/** Delivers Monday (2) and Thursday (5); orders by 4:00 pm one day before. */
const schedule = { deliveryDays: [2, 5], cutoffTime: '16:00', leadDays: 1 };
const noHolidays = { usFederalHolidays: false, closedDates: [] };
const monThu = { weekdays: [2, 5], startDate: '2026-11-30', endDate: null, paused: false };
const at = (iso: string) => Date.parse(iso);

describe('standing order schedule', () => {
  it('plans its weekdays (delivery weekdays: 1 = Sunday) from the start date to the end date, never when paused', () => {
    expect(plansDeliveryOn(monThu, schedule, '2026-11-30', noHolidays)).toBe(true); // Monday
    expect(plansDeliveryOn(monThu, schedule, '2026-12-03', noHolidays)).toBe(true); // Thursday
    expect(plansDeliveryOn(monThu, schedule, '2026-12-02', noHolidays)).toBe(false); // Wednesday
    expect(plansDeliveryOn(monThu, schedule, '2026-11-26', noHolidays)).toBe(false); // Thursday before the start
    const ending = { ...monThu, endDate: '2026-12-03' };
    expect(plansDeliveryOn(ending, schedule, '2026-12-03', noHolidays)).toBe(true);
    expect(plansDeliveryOn(ending, schedule, '2026-12-07', noHolidays)).toBe(false);
    expect(plansDeliveryOn({ ...monThu, paused: true }, schedule, '2026-12-03', noHolidays)).toBe(false);
  });

  it('skips weekdays the ship-to does not deliver on, and closed days', () => {
    const wednesdays = { ...monThu, weekdays: [4] };
    expect(plansDeliveryOn(wednesdays, schedule, '2026-12-02', noHolidays)).toBe(false);
    expect(
      plansDeliveryOn(monThu, schedule, '2026-12-03', { usFederalHolidays: false, closedDates: ['2026-12-03'] }),
    ).toBe(false);
  });

  it('places Thursday’s order 24 h before its cut-off (Wednesday 4:00 pm New York = 21:00 UTC)', () => {
    expect(placementInstant('2026-12-03', schedule, TZ, 24)).toBe(at('2026-12-01T21:00:00Z'));
    expect(placementInstant('2026-12-03', schedule, TZ, 6)).toBe(at('2026-12-02T15:00:00Z'));
  });

  it('is due from the placement instant until the cut-off, not before and not after', () => {
    const due = (iso: string, lead = 24) => dueDeliveryDates(monThu, schedule, at(iso), TZ, lead, noHolidays);
    expect(due('2026-12-01T20:59:59Z')).toEqual([]);
    expect(due('2026-12-01T21:00:00Z')).toEqual(['2026-12-03']);
    expect(due('2026-12-02T20:59:59Z')).toEqual(['2026-12-03']);
    expect(due('2026-12-02T21:00:00Z')).toEqual([]);
    // With 6 hours' lead, Tuesday evening is too early.
    expect(due('2026-12-01T21:00:00Z', 6)).toEqual([]);
    expect(due('2026-12-02T15:00:00Z', 6)).toEqual(['2026-12-03']);
  });

  it('is due for no date when paused, before its start or after its end', () => {
    const now = at('2026-12-02T12:00:00Z');
    expect(dueDeliveryDates({ ...monThu, paused: true }, schedule, now, TZ, 24, noHolidays)).toEqual([]);
    expect(dueDeliveryDates({ ...monThu, startDate: '2026-12-04' }, schedule, now, TZ, 24, noHolidays)).toEqual([]);
    expect(dueDeliveryDates({ ...monThu, endDate: '2026-11-30' }, schedule, now, TZ, 24, noHolidays)).toEqual([]);
  });

  it('names the next delivery and when it is placed', () => {
    expect(nextStandingDelivery(monThu, schedule, at('2026-11-27T12:00:00Z'), TZ, 24, noHolidays)).toEqual({
      date: '2026-11-30',
      placeAt: at('2026-11-28T21:00:00Z'),
    });
    // Past Sunday 4:00 pm, Monday's is gone: Thursday is next.
    expect(nextStandingDelivery(monThu, schedule, at('2026-11-29T21:00:00Z'), TZ, 24, noHolidays)?.date).toBe(
      '2026-12-03',
    );
    expect(nextStandingDelivery({ ...monThu, paused: true }, schedule, 0, TZ, 24, noHolidays)).toBeNull();
  });
});
