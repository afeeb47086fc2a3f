interface Entry<V> {
  version: number;
  value: V;
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
 */
export class VersionedCache<V, K extends string | number = string> {
  private recent = new Map<K, Entry<V>>();
  private older = new Map<K, Entry<V>>();
  private readonly generationSize: number;

  constructor(maxEntries: number) {
    this.generationSize = Math.max(1, Math.floor(maxEntries / 2));
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
      return undefined;
    }
    const old = this.older.get(key);
    if (!old) return undefined;
    this.older.delete(key);
    if (old.version !== version) return undefined;
    this.keep(key, old);
    return old.value;
  }

  set(key: K, version: number, value: V): void {
    this.older.delete(key);
    this.keep(key, { version, value });
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
    if (!this.recent.has(key) && this.recent.size >= this.generationSize) {
      this.older = this.recent;
      this.recent = new Map();
    }
    this.recent.set(key, entry);
  }
}
