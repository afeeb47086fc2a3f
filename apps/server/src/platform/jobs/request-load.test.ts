import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_AT, countsAsLoad, givingWay, requestLoad } from './request-load';

const clock = () => Date.now();

/** `n` requests under way from now on. */
function startRequests(load: ReturnType<typeof requestLoad>, n: number): void {
  for (let i = 0; i < n; i += 1) load.started();
}

describe('requestLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('averages the requests under way over about a second', () => {
    const load = requestLoad(clock);
    expect(load.average()).toBe(0);
    startRequests(load, 10);
    // A burst has barely counted yet: one page's requests are not a rush.
    expect(load.average()).toBe(0);
    vi.advanceTimersByTime(100);
    expect(load.average()).toBeGreaterThan(0.9);
    expect(load.average()).toBeLessThan(BUSY_AT);
    vi.advanceTimersByTime(900);
    expect(load.average()).toBeCloseTo(10 * (1 - Math.exp(-1)), 5);
    vi.advanceTimersByTime(5000);
    expect(load.average()).toBeCloseTo(10, 1);
    for (let i = 0; i < 10; i += 1) load.finished();
    vi.advanceTimersByTime(1000);
    expect(load.average()).toBeCloseTo(10 * Math.exp(-1), 1);
  });

  it('one long request never makes a process busy', () => {
    const load = requestLoad(clock);
    load.started();
    vi.advanceTimersByTime(60_000);
    expect(load.average()).toBeCloseTo(1, 5);
  });

  it('is quiet at once when the process is not busy', async () => {
    const load = requestLoad(clock);
    startRequests(load, BUSY_AT - 1);
    vi.advanceTimersByTime(10_000);
    const quiet = vi.fn();
    void load.quiet(5000).then(quiet);
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet).toHaveBeenCalled();
  });

  /** Ten requests under way for three seconds, and a job waiting (at most 5 s) for the process to be quiet. */
  function jobInRush() {
    const load = requestLoad(clock);
    startRequests(load, 10);
    vi.advanceTimersByTime(3000);
    const quiet = vi.fn();
    void load.quiet(5000).then(quiet);
    return { load, quiet };
  }

  it('holds a job while the process is busy, until the rush eases', async () => {
    const { load, quiet } = jobInRush();
    await vi.advanceTimersByTimeAsync(2000);
    expect(quiet).not.toHaveBeenCalled();
    for (let i = 0; i < 10; i += 1) load.finished();
    // The average falls below BUSY_AT within a second of the requests ending.
    await vi.advanceTimersByTimeAsync(1000);
    expect(quiet).toHaveBeenCalled();
  });

  it('holds a job no longer than it is told, however long the rush', async () => {
    const { quiet } = jobInRush();
    await vi.advanceTimersByTimeAsync(4900);
    expect(quiet).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(quiet).toHaveBeenCalled();
  });
});

describe('countsAsLoad', () => {
  it("counts API calls, not a page's files", () => {
    expect(countsAsLoad('/api/cart/lines')).toBe(true);
    expect(countsAsLoad('/api/product/list?page=2')).toBe(true);
    expect(countsAsLoad('/img/list/chicken.webp')).toBe(false);
    expect(countsAsLoad('/assets/index-3f9a.js')).toBe(false);
    expect(countsAsLoad('/products')).toBe(false);
    expect(countsAsLoad('/apiary')).toBe(false);
  });
});

describe('givingWay', () => {
  it('runs each job once the process is quiet', async () => {
    const order: string[] = [];
    let release = () => {};
    const load = {
      quiet: vi.fn(() => {
        order.push('waiting');
        return new Promise<void>((resolve) => (release = resolve));
      }),
    };
    const handlers = givingWay({ mail: async (payload) => void order.push(`sent ${String(payload)}`) }, load, 5000);
    const done = handlers.mail?.('a');
    await Promise.resolve();
    expect(order).toEqual(['waiting']);
    release();
    await done;
    expect(order).toEqual(['waiting', 'sent a']);
    expect(load.quiet).toHaveBeenCalledWith(5000);
  });

  it('leaves the handlers as they are when jobs never wait', () => {
    const handlers = { mail: async () => {} };
    expect(givingWay(handlers, { quiet: vi.fn() }, 0)).toBe(handlers);
  });
});
