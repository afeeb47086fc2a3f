/**
 * A bounded in-process cache whose entries belong to one version of the data
 * (a cache_versions number read per request). An entry of another version is a
 * miss, so every process drops stale data as soon as anyone bumps the version.
 * Least recently used entries go first.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: number; value: V }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or compute it once and keep it for this version. */
  async getOrCompute(key: string, version: number, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key, version);
    if (hit !== undefined) return hit;
    const value = await compute();
    this.set(key, version, value);
    return value;
  }
}
