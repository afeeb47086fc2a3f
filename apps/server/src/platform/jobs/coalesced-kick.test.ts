import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedKick } from './coalesced-kick';

describe('coalescedKick', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wakes the worker once, after the delay, for every kick in between', () => {
    const wake = vi.fn();
    const kicks = coalescedKick(wake, 200);
    for (let i = 0; i < 20; i += 1) {
      kicks.kick();
      vi.advanceTimersByTime(5);
    }
    // 100 ms after the first kick: still waiting.
    expect(wake).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(wake).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('a kick after the wake-up waits for a wake-up of its own', () => {
    const wake = vi.fn();
    const kicks = coalescedKick(wake, 200);
    kicks.kick();
    vi.advanceTimersByTime(200);
    kicks.kick();
    expect(wake).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(wake).toHaveBeenCalledTimes(2);
  });

  it('a cancelled kick never wakes the worker', () => {
    const wake = vi.fn();
    const kicks = coalescedKick(wake, 200);
    kicks.kick();
    kicks.cancel();
    vi.advanceTimersByTime(1000);
    expect(wake).not.toHaveBeenCalled();
  });
});
