interface Entry<V> {
  version: number;
  value: V;
  weight: number;
}

/**
 * A bounded in-process cache whose entries belong to one version of the data
 * (a cache_versions number read per request). An entry of another version is a
 * miss, so every process drops stale data as soon as anyone bumps the version.
 *
 * Eviction is by two generations rather than a strict LRU list: entries live in
 * `recent` until it holds half the capacity, then `recent` becomes `older` and the
 * previous `older` is dropped. A hit in `older` moves the entry back to `recent`.
 * So an entry used within the last half-capacity writes always survives, at most
 * `maxEntries` are kept, and a hit in `recent` (most hits, on a hot path that does
 * hundreds per request) is a single Map lookup with no reordering.
 *
 * With `weigh` and `maxWeight` the cache is bounded by size too (a generation turns
 * over when it reaches half the weight), and a value heavier than half the weight is
 * not kept at all: entries of very different sizes cannot add up past the budget.
 */
export class VersionedCache<V, K extends string | number = string> {
  private recent = new Map<K, Entry<V>>();
  private older = new Map<K, Entry<V>>();
  private readonly generationSize: number;
  private readonly generationWeight: number;
  private readonly weigh: ((value: V) => number) | undefined;
  private recentWeight = 0;
  private olderWeight = 0;

  constructor(maxEntries: number, bySize?: { weigh: (value: V) => number; maxWeight: number }) {
    this.generationSize = Math.max(1, Math.floor(maxEntries / 2));
    this.generationWeight = bySize ? bySize.maxWeight / 2 : Infinity;
    this.weigh = bySize?.weigh;
  }

  /** The weight of the entries kept (0 without `weigh`); at most `maxWeight`. */
  get weight(): number {
    return this.recentWeight + this.olderWeight;
  }

  get size(): number {
    return this.recent.size + this.older.size;
  }

  get(key: K, version: number): V | undefined {
    const entry = this.recent.get(key);
    if (entry?.version === version) return entry.value;
    if (entry) {
      // Another version's data is stale for good: versions only move on.
      this.recent.delete(key);
      this.recentWeight -= entry.weight;
      return undefined;
    }
    const old = this.older.get(key);
    if (!old) return undefined;
    this.older.delete(key);
    this.olderWeight -= old.weight;
    if (old.version !== version) return undefined;
    this.keep(key, old);
    return old.value;
  }

  set(key: K, version: number, value: V): void {
    const old = this.older.get(key);
    if (old) {
      this.older.delete(key);
      this.olderWeight -= old.weight;
    }
    const weight = this.weigh?.(value) ?? 0;
    if (weight > this.generationWeight) return;
    this.keep(key, { version, value, weight });
  }

  /** The cached value, or compute it once and keep it for this version. */
  async getOrCompute(key: K, version: number, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key, version);
    if (hit !== undefined) return hit;
    const value = await compute();
    this.set(key, version, value);
    return value;
  }

  private keep(key: K, entry: Entry<V>): void {
    const replaced = this.recent.get(key);
    if (replaced) this.recentWeight -= replaced.weight;
    else if (this.recent.size >= this.generationSize || this.recentWeight + entry.weight > this.generationWeight) {
      this.older = this.recent;
      this.olderWeight = this.recentWeight;
      this.recent = new Map();
      this.recentWeight = 0;
    }
    this.recent.set(key, entry);
    this.recentWeight += entry.weight;
  }
}
