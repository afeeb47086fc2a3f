import { describe, expect, it } from 'vitest';
import { claimWindowClosesAt, claimWindowText, lateClaim, lateClaimText } from './claim-window';

const NY = 'America/New_York';
const rule = (windowHours: number) => ({ mainCategoryName: 'Produce', windowHours });

describe('claim windows', () => {
  it('names a window in hours below a week and in whole days from a week up', () => {
    expect(claimWindowText(1)).toBe('1 hour');
    expect(claimWindowText(72)).toBe('72 hours');
    expect(claimWindowText(167)).toBe('167 hours');
    expect(claimWindowText(168)).toBe('7 days');
    expect(claimWindowText(336)).toBe('14 days');
    expect(claimWindowText(170)).toBe('170 hours');
  });

  it('opens at the midnight after the delivery date in the site time zone', () => {
    // Delivered Tuesday 24 November 2026; New York is UTC-5 in November: midnight after it is 25 Nov 05:00 UTC.
    expect(claimWindowClosesAt('2026-11-24', 0, NY)).toBe(Date.parse('2026-11-25T05:00:00Z'));
    // 72 hours later: Saturday 28 November 00:00 in New York.
    expect(claimWindowClosesAt('2026-11-24', 72, NY)).toBe(Date.parse('2026-11-28T05:00:00Z'));
    expect(claimWindowClosesAt('2026-11-24', 72, 'UTC')).toBe(Date.parse('2026-11-28T00:00:00Z'));
    expect(claimWindowClosesAt('2026-02-30', 72, NY)).toBeNull();
  });

  it('refuses a claim from the closing instant on, with the rule named', () => {
    const delivery = { deliveryDate: '2026-11-24', timeZone: NY };
    const closes = Date.parse('2026-11-28T05:00:00Z');
    expect(lateClaim(closes - 1, delivery, rule(72))).toBeNull();
    expect(lateClaim(closes, delivery, rule(72))).toBe('Claims for Produce must be made within 72 hours of delivery.');
    // Dry goods: 14 days (336 hours) after the same delivery is still open then.
    expect(lateClaim(closes, delivery, { mainCategoryName: 'Dry Goods', windowHours: 336 })).toBeNull();
    expect(lateClaimText('Dry Goods', 336)).toBe('Claims for Dry Goods must be made within 14 days of delivery.');
  });
});
