/**
 * Collects the keys asked for within one window (spec 1 §9: 10 ms) and sends them
 * in one request per window, at most `maxKeys` per request.
 */
export class Batcher<K, V> {
  private pending = new Map<
    string,
    { key: K; waiters: { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] }
  >();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly fetchMany: (keys: K[]) => Promise<Map<string, V>>,
    private readonly idOf: (key: K) => string,
    private readonly windowMs = 10,
    private readonly maxKeys = 500,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const id = this.idOf(key);
      const entry = this.pending.get(id) ?? { key, waiters: [] };
      entry.waiters.push({ resolve, reject });
      this.pending.set(id, entry);
      this.timer ??= setTimeout(() => this.flush(), this.windowMs);
    });
  }

  private flush(): void {
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending.clear();
    for (let i = 0; i < batch.length; i += this.maxKeys) {
      const slice = batch.slice(i, i + this.maxKeys);
      this.fetchMany(slice.map((e) => e.key)).then(
        (results) => {
          for (const e of slice) for (const w of e.waiters) w.resolve(results.get(this.idOf(e.key)));
        },
        (err) => {
          for (const e of slice) for (const w of e.waiters) w.reject(err);
        },
      );
    }
  }
}
