import { describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  type DeliverySchedule,
  deliveryDateLabel,
  deliveryDates,
  initialDeliveryDate,
  isDeliverableDate,
  parseCutoffTime,
  parseDeliveryDays,
} from './delivery-dates';

const NY = 'America/New_York';
/** Epoch ms of a UTC instant written as ISO text; each call notes the New York local time. */
const at = (utc: string): number => Date.parse(utc);

// Delivery-day numbers: 1 Sun, 2 Mon, 3 Tue, 4 Wed, 5 Thu, 6 Fri, 7 Sat.
const tueThuSat = (leadDays: number): DeliverySchedule => ({ deliveryDays: [3, 5, 7], cutoffTime: '15:00', leadDays });

describe('parseDeliveryDays', () => {
  it('keeps 1..7 once each, sorted', () => {
    expect(parseDeliveryDays('2,4,6')).toEqual([2, 4, 6]);
    expect(parseDeliveryDays('7, 2,,4,2, 9, 0, x, 1.5')).toEqual([2, 4, 7]);
    expect(parseDeliveryDays('')).toEqual([]);
  });
});

describe('parseCutoffTime', () => {
  it('reads HH:mm as minutes after midnight, and nothing else', () => {
    expect(parseCutoffTime('15:00')).toBe(900);
    expect(parseCutoffTime('9:30')).toBe(570);
    expect(parseCutoffTime('24:00')).toBeNull();
    expect(parseCutoffTime('')).toBeNull();
  });
});

describe('deliveryDates, EST week of Monday 2026-11-16 (UTC-5), cut-off 15:00', () => {
  it('before the cut-off counts from today: Mon 16 + 1 lead day = Tue 17', () => {
    // Mon 2026-11-16 14:59 EST
    const choice = deliveryDates(tueThuSat(1), at('2026-11-16T19:59:00Z'), NY);
    expect(choice.earliestDate).toBe('2026-11-17'); // Tue
    expect(choice.defaultDate).toBe('2026-11-17'); // Tue
  });

  it('at the cut-off counts from tomorrow: Tue 17 + 1 = Wed 18 -> Thu 19', () => {
    // Mon 2026-11-16 15:00 EST
    const choice = deliveryDates(tueThuSat(1), at('2026-11-16T20:00:00Z'), NY);
    expect(choice.earliestDate).toBe('2026-11-19'); // Thu
    expect(choice.defaultDate).toBe('2026-11-17'); // Tue: the schedule alone
    expect(initialDeliveryDate(choice, 'UseSystemDefault')).toBe('2026-11-19');
  });

  it('seconds before the cut-off are still before it', () => {
    // Mon 2026-11-16 14:59:59 EST
    expect(deliveryDates(tueThuSat(1), at('2026-11-16T19:59:59Z'), NY).earliestDate).toBe('2026-11-17');
  });

  it('lead 0 on a delivery day allows today; the default stays strictly after today', () => {
    // Tue 2026-11-17 10:00 EST
    const choice = deliveryDates(tueThuSat(0), at('2026-11-17T15:00:00Z'), NY);
    expect(choice.earliestDate).toBe('2026-11-17'); // Tue, today
    expect(choice.defaultDate).toBe('2026-11-19'); // Thu
    expect(initialDeliveryDate(choice, 'UseSystemDefault')).toBe('2026-11-19');
  });

  it('lead 2: Mon 16 + 2 = Wed 18 -> Thu 19; after the cut-off on Wed 18: Thu 19 + 2 = Sat 21', () => {
    // Mon 2026-11-16 14:59 EST
    expect(deliveryDates(tueThuSat(2), at('2026-11-16T19:59:00Z'), NY).earliestDate).toBe('2026-11-19'); // Thu
    // Wed 2026-11-18 15:00 EST
    const wed = deliveryDates(tueThuSat(2), at('2026-11-18T20:00:00Z'), NY);
    expect(wed.earliestDate).toBe('2026-11-21'); // Sat
    expect(wed.defaultDate).toBe('2026-11-19'); // Thu
  });

  it('takes today from the zone, not from UTC, near midnight', () => {
    // Mon 2026-11-16 23:30 EST is already Tue 17 in UTC.
    const now = at('2026-11-17T04:30:00Z');
    expect(calendarDateIn(now, NY)).toBe('2026-11-16');
    // After the cut-off: Tue 17 + 1 = Wed 18 -> Thu 19; default: first after Mon 16 = Tue 17.
    expect(deliveryDates(tueThuSat(1), now, NY)).toMatchObject({
      earliestDate: '2026-11-19',
      defaultDate: '2026-11-17',
    });
  });
});

describe('deliveryDates across a week end', () => {
  const tuesdays = (leadDays: number): DeliverySchedule => ({ deliveryDays: [3], cutoffTime: '15:00', leadDays });

  it('a Saturday order for a Tuesday delivery', () => {
    // Sat 2026-11-21 16:00 EST: order day Sun 22, + 1 = Mon 23 -> Tue 24.
    const choice = deliveryDates(tuesdays(1), at('2026-11-21T21:00:00Z'), NY);
    expect(choice.earliestDate).toBe('2026-11-24'); // Tue
    expect(choice.defaultDate).toBe('2026-11-24'); // Tue
    expect(deliveryDateLabel('2026-11-24')).toBe('Tuesday, November 24, 2026');
  });

  it('a lead time that passes a Tuesday waits for the next one', () => {
    // Sat 2026-11-21 16:00 EST: order day Sun 22, + 3 = Wed 25 -> Tue Dec 1.
    const choice = deliveryDates(tuesdays(3), at('2026-11-21T21:00:00Z'), NY);
    expect(choice.earliestDate).toBe('2026-12-01'); // Tue
    expect(choice.defaultDate).toBe('2026-11-24'); // Tue
    expect(initialDeliveryDate(choice, 'UseSystemDefault')).toBe('2026-12-01');
  });
});

describe('deliveryDates in the week daylight saving starts (Sun 2026-03-08, EST -> EDT)', () => {
  const monWedFri: DeliverySchedule = { deliveryDays: [2, 4, 6], cutoffTime: '15:00', leadDays: 1 };

  it('Saturday 14:59 EST (19:59Z) is before the cut-off', () => {
    // Sat 2026-03-07: order day Sat 7, + 1 = Sun 8 -> Mon 9.
    expect(deliveryDates(monWedFri, at('2026-03-07T19:59:00Z'), NY).earliestDate).toBe('2026-03-09'); // Mon
  });

  it('Sunday the cut-off is 15:00 EDT = 19:00Z, an hour earlier in UTC', () => {
    // Sun 2026-03-08 14:59 EDT: order day Sun 8, + 1 = Mon 9.
    expect(deliveryDates(monWedFri, at('2026-03-08T18:59:00Z'), NY).earliestDate).toBe('2026-03-09'); // Mon
    // Sun 2026-03-08 15:00 EDT (14:00 had the offset stayed at EST): order day Mon 9, + 1 = Tue 10 -> Wed 11.
    const after = deliveryDates(monWedFri, at('2026-03-08T19:00:00Z'), NY, undefined, 7);
    expect(after.earliestDate).toBe('2026-03-11'); // Wed
    expect(after.defaultDate).toBe('2026-03-09'); // Mon
    // Up to Sun 8 + 7 = Sun 15: Wed 11, Fri 13.
    expect(after.dates).toEqual(['2026-03-11', '2026-03-13']);
  });

  it('the week daylight saving ends (Sun 2026-11-01) keeps whole days too', () => {
    // Sat 2026-10-31 23:30 EDT = Sun 03:30Z: today is still Sat 31, past the cut-off, order day Sun 1, + 1 = Mon 2.
    const choice = deliveryDates(monWedFri, at('2026-11-01T03:30:00Z'), NY, undefined, 9);
    expect(choice.earliestDate).toBe('2026-11-02'); // Mon
    // Up to Sat 31 + 9 = Mon Nov 9: Mon 2, Wed 4, Fri 6, Mon 9.
    expect(choice.dates).toEqual(['2026-11-02', '2026-11-04', '2026-11-06', '2026-11-09']);
  });
});

describe('deliveryDates horizon and empty schedules', () => {
  it('a schedule with no days offers nothing', () => {
    const none = deliveryDates({ deliveryDays: [], cutoffTime: '15:00', leadDays: 1 }, at('2026-11-16T15:00:00Z'), NY);
    expect(none).toEqual({ defaultDate: null, earliestDate: null, dates: [] });
    const outOfRange = deliveryDates(
      { deliveryDays: [0, 8], cutoffTime: '15:00', leadDays: 1 },
      at('2026-11-16T15:00:00Z'),
      NY,
    );
    expect(outOfRange).toEqual({ defaultDate: null, earliestDate: null, dates: [] });
    expect(initialDeliveryDate(none, 'UseSystemDefault')).toBeNull();
  });

  it('includes today + 28 and nothing after it', () => {
    // Tue 2026-11-17 10:00 EST, Tuesdays, lead 0: Tue 17 .. Tue Dec 15 (17 + 28).
    const choice = deliveryDates(
      { deliveryDays: [3], cutoffTime: '15:00', leadDays: 0 },
      at('2026-11-17T15:00:00Z'),
      NY,
    );
    expect(choice.dates).toEqual(['2026-11-17', '2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15']);
  });

  it('every day with lead 0 gives today .. today + horizon', () => {
    const daily: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6, 7], cutoffTime: '15:00', leadDays: 0 };
    // Mon 2026-11-16 10:00 EST
    expect(deliveryDates(daily, at('2026-11-16T15:00:00Z'), NY).dates).toHaveLength(29);
    expect(deliveryDates(daily, at('2026-11-16T15:00:00Z'), NY, undefined, 3).dates).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
    ]);
  });

  it('refuses an unknown time zone', () => {
    expect(() => deliveryDates(tueThuSat(1), at('2026-11-16T15:00:00Z'), 'Not/A_Zone')).toThrow(RangeError);
  });
});

describe('isDeliverableDate', () => {
  // Mon 2026-11-16 15:00 EST, lead 1: earliest Thu 19, up to Mon Dec 14.
  const now = at('2026-11-16T20:00:00Z');
  it('accepts offered dates only', () => {
    expect(isDeliverableDate('2026-11-19', tueThuSat(1), now, NY)).toBe(true); // Thu
    expect(isDeliverableDate('2026-12-12', tueThuSat(1), now, NY)).toBe(true); // Sat, within 28 days
    expect(isDeliverableDate('2026-11-17', tueThuSat(1), now, NY)).toBe(false); // Tue, before the earliest
    expect(isDeliverableDate('2026-11-20', tueThuSat(1), now, NY)).toBe(false); // Fri, no delivery
    expect(isDeliverableDate('2026-12-15', tueThuSat(1), now, NY)).toBe(false); // Tue, past the horizon
    expect(isDeliverableDate('2026-02-30', tueThuSat(1), now, NY)).toBe(false);
    expect(isDeliverableDate('soon', tueThuSat(1), now, NY)).toBe(false);
  });
});

describe('initialDeliveryDate', () => {
  it('takes the later date unless the user must choose', () => {
    expect(initialDeliveryDate({ defaultDate: '2026-11-17', earliestDate: '2026-11-19' }, 'UseSystemDefault')).toBe(
      '2026-11-19',
    );
    expect(initialDeliveryDate({ defaultDate: '2026-11-19', earliestDate: '2026-11-17' }, 'UseSystemDefault')).toBe(
      '2026-11-19',
    );
    expect(initialDeliveryDate({ defaultDate: null, earliestDate: '2026-11-17' }, 'UseSystemDefault')).toBe(
      '2026-11-17',
    );
    expect(
      initialDeliveryDate({ defaultDate: '2026-11-17', earliestDate: '2026-11-19' }, 'RequireUserEntry'),
    ).toBeNull();
  });
});

describe('deliveryDateLabel', () => {
  it('names the weekday and month in en-US', () => {
    expect(deliveryDateLabel('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect(deliveryDateLabel('2026-12-01')).toBe('Tuesday, December 1, 2026');
    expect(deliveryDateLabel('not a date')).toBe('not a date');
  });
});
