import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  it('misses once the version moves on', () => {
    const cache = new VersionedCache<string>(10);
    cache.set('a', 1, 'old');
    expect(cache.get('a', 1)).toBe('old');
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();
  });
  it('keeps what was used lately and never more than its size', () => {
    const cache = new VersionedCache<number>(100);
    cache.set('hot', 1, -1);
    for (let i = 0; i < 1000; i++) {
      cache.set(`k${i}`, 1, i);
      // Used every 40 writes: well within half the capacity.
      if (i % 40 === 0) expect(cache.get('hot', 1)).toBe(-1);
      expect(cache.size).toBeLessThanOrEqual(100);
    }
    expect(cache.get('hot', 1)).toBe(-1);
    expect(cache.get('k999', 1)).toBe(999);
    // Not used for 900 writes: gone.
    expect(cache.get('k0', 1)).toBeUndefined();
    expect(cache.get('k100', 1)).toBeUndefined();
  });
  it('drops an entry of an old version when it is next asked for', () => {
    const cache = new VersionedCache<number>(4);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    cache.set('c', 1, 3);
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
  it('computes a missing value once per version', async () => {
    const cache = new VersionedCache<number>(2);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.getOrCompute('k', 1, compute)).toBe(1);
    expect(await cache.getOrCompute('k', 1, compute)).toBe(1);
    expect(await cache.getOrCompute('k', 2, compute)).toBe(2);
  });
  it('bounded by size: never keeps more than its weight, and skips a value heavier than half of it', () => {
    const cache = new VersionedCache<number[]>(1000, { weigh: (keys) => keys.length * 8, maxWeight: 8_000 });
    for (let i = 0; i < 200; i++) {
      cache.set(`w${i}`, 1, new Array<number>(i % 50).fill(i));
      expect(cache.weight).toBeLessThanOrEqual(8_000);
    }
    expect(cache.get('w199', 1)).toHaveLength(49);
    cache.set('huge', 1, new Array<number>(501).fill(0));
    expect(cache.get('huge', 1)).toBeUndefined();
    cache.set('half', 1, new Array<number>(500).fill(0));
    expect(cache.get('half', 1)).toHaveLength(500);
    expect(cache.weight).toBeLessThanOrEqual(8_000);
  });
  it('counts a replaced or stale entry out of its weight', () => {
    const cache = new VersionedCache<number[]>(10, { weigh: (keys) => keys.length, maxWeight: 100 });
    cache.set('a', 1, [1, 2, 3]);
    cache.set('a', 1, [1]);
    expect(cache.weight).toBe(1);
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.weight).toBe(0);
  });
});
