import { describe, expect, it } from 'vitest';
import { viewDayStart, viewWeek } from './viewed-not-bought';

const NY = 'America/New_York';

describe('the week of views', () => {
  it('starts at Monday 00:00 in the site time zone (05:00 UTC in New York in winter)', () => {
    // Wednesday 2026-12-02 12:00 UTC.
    const week = viewWeek(Date.parse('2026-12-02T12:00:00Z'), NY);
    expect(week.orderedFrom).toBe('2026-11-30');
    expect(new Date(week.viewedFrom).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(new Date(week.firstViewDay).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('is still last week on Monday 03:00 UTC, which is Sunday evening in New York', () => {
    const week = viewWeek(Date.parse('2026-11-30T03:00:00Z'), NY);
    expect(week.orderedFrom).toBe('2026-11-23');
    expect(new Date(week.viewedFrom).toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('follows summer time: Monday 00:00 in New York is 04:00 UTC in June', () => {
    expect(new Date(viewWeek(Date.parse('2026-06-10T12:00:00Z'), NY).viewedFrom).toISOString()).toBe(
      '2026-06-08T04:00:00.000Z',
    );
  });

  it('stores a view under its UTC day', () => {
    expect(new Date(viewDayStart(Date.parse('2026-11-30T23:59:59Z'))).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(new Date(viewDayStart(Date.parse('2026-12-01T00:00:00Z'))).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
