import { describe, expect, it } from 'vitest';
import { isoDateOf, localIsoDate } from './iso-date';

// 2026-03-09 03:30 UTC: still the 8th in Chicago, already the 9th in UTC and in Tokyo.
const LATE_EVENING_IN_CHICAGO = Date.UTC(2026, 2, 9, 3, 30);

describe('localIsoDate', () => {
  it("is the zone's calendar date, each zone with its own formatter", () => {
    expect(localIsoDate(LATE_EVENING_IN_CHICAGO, 'America/Chicago')).toBe('2026-03-08');
    expect(localIsoDate(LATE_EVENING_IN_CHICAGO, 'Asia/Tokyo')).toBe('2026-03-09');
    // A kept formatter answers for its own zone only, and again on the next call.
    expect(localIsoDate(LATE_EVENING_IN_CHICAGO, 'America/Chicago')).toBe('2026-03-08');
    expect(isoDateOf(LATE_EVENING_IN_CHICAGO)).toBe('2026-03-09');
  });

  it('refuses an unknown zone every time instead of keeping it', () => {
    expect(() => localIsoDate(LATE_EVENING_IN_CHICAGO, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localIsoDate(LATE_EVENING_IN_CHICAGO, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('stays right past the bound of kept formatters', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 100);
    for (const zone of zones) localIsoDate(0, zone);
    expect(localIsoDate(LATE_EVENING_IN_CHICAGO, 'America/Chicago')).toBe('2026-03-08');
  });
});
