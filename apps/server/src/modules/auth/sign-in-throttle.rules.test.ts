import { describe, expect, it } from 'vitest';
import { type CounterRow, decide, type ThrottleLimits, usernameDelayMs } from './sign-in-throttle.rules';

const limits: ThrottleLimits = {
  pairMax: 10,
  addressMax: 100,
  usernameFree: 10,
  windowMs: 15 * 60_000,
  maxDelayMs: 5 * 60_000,
};
const T0 = 1_000_000_000;
const row = (key: string, count: number, at = T0): CounterRow => ({ key, count, window_start: at, last_at: at });
const rows = (pair: number, address: number, username: number, at = T0) => ({
  pair: row('p', pair, at),
  address: row('a', address, at),
  username: row('u', username, at),
});

describe('sign-in throttle rules', () => {
  it('admits and counts an attempt under every limit', () => {
    const d = decide(rows(9, 99, 9), T0 + 1000, limits, false);
    expect(d.refused).toBeNull();
    if (d.refused === null)
      expect([d.next.pair.count, d.next.address.count, d.next.username.count]).toEqual([10, 100, 10]);
  });

  it('refuses the 11th attempt of a username from one address until its window ends', () => {
    expect(decide(rows(10, 10, 0), T0 + 60_000, limits, true).refused).toEqual({
      kind: 'pair',
      retryAfterSeconds: 14 * 60,
      count: 10,
    });
    expect(decide(rows(10, 10, 0), T0 + limits.windowMs, limits, true).refused).toBeNull();
  });

  it('refuses an address only at its own, higher ceiling', () => {
    expect(decide(rows(0, 99, 0), T0 + 1, limits, false).refused).toBeNull();
    expect(decide(rows(0, 100, 0), T0 + 1, limits, false).refused?.kind).toBe('address');
  });

  it("never refuses a known user's known address for the address's count: an office behind one NAT stays open", () => {
    expect(decide(rows(0, 100, 0), T0 + 1, limits, true).refused).toBeNull();
    expect(decide(rows(0, 5000, 0), T0 + 1, limits, true).refused).toBeNull();
    expect(decide(rows(10, 5000, 0), T0 + 1, limits, true).refused?.kind).toBe('pair');
  });

  it('slows a username after 10 failures by 2, 4, 8 ... seconds, capped at 5 minutes', () => {
    expect([9, 10, 11, 12, 20, 40].map((n) => usernameDelayMs(n, limits))).toEqual([
      0, 2000, 4000, 8000, 300_000, 300_000,
    ]);
    expect(decide(rows(0, 0, 11), T0 + 3000, limits, false).refused).toEqual({
      kind: 'username',
      retryAfterSeconds: 1,
      count: 11,
    });
    expect(decide(rows(0, 0, 11), T0 + 4000, limits, false).refused).toBeNull();
  });

  it('lets a known-good address past the username slowdown, but not past its pair limit', () => {
    expect(decide(rows(0, 0, 50), T0 + 1, limits, true).refused).toBeNull();
    expect(decide(rows(10, 0, 50), T0 + 1, limits, true).refused?.kind).toBe('pair');
  });

  it('forgets a username only after 15 quiet minutes', () => {
    const busy = {
      ...rows(0, 0, 30),
      username: { key: 'u', count: 30, window_start: T0 - limits.windowMs, last_at: T0 },
    };
    expect(decide(busy, T0 + 60_000, limits, false).refused?.kind).toBe('username');
    expect(decide(busy, T0 + limits.windowMs, limits, false).refused).toBeNull();
  });
});
