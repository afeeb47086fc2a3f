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
  it('drops the least recently used entry beyond its size', () => {
    const cache = new VersionedCache<number>(2);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    cache.get('a', 1);
    cache.set('c', 1, 3);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe(1);
    expect(cache.get('c', 1)).toBe(3);
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
