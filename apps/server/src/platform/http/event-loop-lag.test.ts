import { describe, expect, it } from 'vitest';
import { lagAfterWindow } from './event-loop-lag';

describe('lagAfterWindow', () => {
  it('is the mean delay less the 10 ms resolution, never negative', () => {
    expect(lagAfterWindow(25, 60e6, 0)).toBe(50);
    expect(lagAfterWindow(25, 4e6, 30)).toBe(0);
  });

  it('keeps the previous figure for a window without samples instead of an infinite delay', () => {
    expect(lagAfterWindow(0, Number.NaN, 12)).toBe(12);
    expect(lagAfterWindow(0, 0, 0)).toBe(0);
  });
});
