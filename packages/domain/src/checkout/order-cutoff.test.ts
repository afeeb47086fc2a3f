import { describe, expect, it } from 'vitest';
import { type DeliverySchedule, isDeliverableDate } from './delivery-dates';
import { cutoffInstant, cutoffLabel, editableUntilText } from './order-cutoff';

const NY = 'America/New_York';
const at = (utc: string): number => Date.parse(utc);
// Delivery-day numbers: 1 Sun .. 7 Sat. Every day delivers, so only the cut-off and the lead decide.
const everyDay = (cutoffTime: string, leadDays: number): DeliverySchedule => ({
  deliveryDays: [1, 2, 3, 4, 5, 6, 7],
  cutoffTime,
  leadDays,
});

describe('cutoffInstant', () => {
  it('is the cut-off on the delivery date minus the lead days, in the zone: Thu 2026-11-19, lead 1, 16:00 EST', () => {
    // Wed 2026-11-18 16:00 EST = 21:00 UTC
    expect(cutoffInstant('2026-11-19', everyDay('16:00', 1), NY)).toBe(at('2026-11-18T21:00:00Z'));
  });

  it('lead 0 is the cut-off on the delivery day itself; no cut-off time is the end of the last order day', () => {
    expect(cutoffInstant('2026-11-19', everyDay('09:30', 0), NY)).toBe(at('2026-11-19T14:30:00Z'));
    // No cut-off, lead 2: the whole of Tue 17 counts, up to Wed 18 00:00 EST.
    expect(cutoffInstant('2026-11-19', everyDay('', 2), NY)).toBe(at('2026-11-18T05:00:00Z'));
  });

  it('follows daylight saving: the same 4:00 pm is 20:00 UTC in summer and 21:00 UTC in winter', () => {
    // Fall back on Sun 2026-11-01: Sat 31 Oct is EDT (UTC-4), Mon 2 Nov EST (UTC-5).
    expect(cutoffInstant('2026-11-01', everyDay('16:00', 1), NY)).toBe(at('2026-10-31T20:00:00Z'));
    expect(cutoffInstant('2026-11-03', everyDay('16:00', 1), NY)).toBe(at('2026-11-02T21:00:00Z'));
    // A 1:30 cut-off on the fall-back night happens twice; the first (EDT) one counts.
    expect(cutoffInstant('2026-11-02', everyDay('01:30', 1), NY)).toBe(at('2026-11-01T05:30:00Z'));
    // A 2:30 cut-off on the spring-forward night (Sun 2027-03-14) does not exist: the instant after the gap (3:30 EDT).
    expect(cutoffInstant('2027-03-15', everyDay('02:30', 1), NY)).toBe(at('2027-03-14T07:30:00Z'));
  });

  it('agrees with the dates offered: a date is offered one second before its cut-off and not at it', () => {
    const cases: [string, DeliverySchedule][] = [
      ['2026-11-19', everyDay('16:00', 1)],
      ['2026-11-02', everyDay('16:00', 1)],
      ['2026-11-02', everyDay('00:30', 0)],
      ['2027-03-15', everyDay('23:59', 3)],
      ['2027-03-14', everyDay('', 1)],
      ['2026-11-01', everyDay('16:00', 0)],
    ];
    for (const [date, schedule] of cases) {
      const cutoff = cutoffInstant(date, schedule, NY) as number;
      const dayBefore = cutoff - 86_400_000;
      expect(isDeliverableDate(date, schedule, dayBefore, NY), `${date} a day before`).toBe(true);
      expect(isDeliverableDate(date, schedule, cutoff - 1000, NY), `${date} 1 s before`).toBe(true);
      expect(isDeliverableDate(date, schedule, cutoff, NY), `${date} at the cut-off`).toBe(false);
      expect(isDeliverableDate(date, schedule, cutoff + 3_600_000, NY), `${date} an hour after`).toBe(false);
    }
  });

  it('answers null for text that is not a date', () => {
    expect(cutoffInstant('2026-02-30', everyDay('16:00', 1), NY)).toBeNull();
    expect(cutoffInstant('tomorrow', everyDay('16:00', 1), NY)).toBeNull();
  });
});

describe('cutoffLabel and editableUntilText', () => {
  it("read 'Tue 4:00 pm' in the site's zone", () => {
    // Tue 2026-11-17 16:00 EST
    expect(cutoffLabel(at('2026-11-17T21:00:00Z'), NY)).toBe('Tue 4:00 pm');
    expect(editableUntilText(at('2026-11-17T14:05:00Z'), NY)).toBe('Editable until Tue 9:05 am');
    expect(cutoffLabel(at('2026-11-17T21:00:00Z'), 'America/Los_Angeles')).toBe('Tue 1:00 pm');
  });
});
