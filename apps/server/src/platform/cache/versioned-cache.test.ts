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
});
