import http from 'node:http';
import zlib from 'node:zlib';

export interface RequestSpec {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Exact percentile over the recorded latencies (milliseconds). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarise(name: string, latencies: number[], errors: number, elapsedMs: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    rps: (latencies.length / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/** One request; `discardBody` drains the answer without keeping it, so the load loop stays cheap. */
export function send(base: URL, agent: http.Agent, spec: RequestSpec, discardBody = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: spec.method,
        path: spec.path,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...spec.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (!discardBody) chunks.push(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: discardBody ? '' : decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/**
 * `connections` keep-alive loops send requests for `durationMs` (bounded: it
 * stops by itself) and record each latency.
 */
export async function load(
  base: URL,
  name: string,
  make: (i: number) => RequestSpec,
  opts: { connections: number; durationMs: number; warmupMs?: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const warmupEnd = performance.now() + (opts.warmupMs ?? 1000);
  while (performance.now() < warmupEnd) await send(base, agent, make(0));
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const end = started + opts.durationMs;
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < end) {
        const spec = make(counter++);
        const t0 = performance.now();
        try {
          const res = await send(base, agent, spec, true);
          if (res.status >= 400) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  agent.destroy();
  return summarise(name, latencies, errors, performance.now() - started);
}

/** One request at a time, `count` times: for writes whose cost we want alone. */
export async function sequential(base: URL, name: string, count: number, step: (i: number) => Promise<number>): Promise<LoadResult> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) latencies.push(await step(i));
  return summarise(name, latencies, 0, performance.now() - started);
}

/**
 * Throughput of `b` as a share of `a`'s, measured in `pairs` alternating short windows (a b, b a, ...), so
 * that a change in the machine's load between two long windows cannot decide the figure: the median of the
 * pairs' shares, and each share.
 */
export async function interleavedShare(
  base: URL,
  a: (i: number) => RequestSpec,
  b: (i: number) => RequestSpec,
  opts: { connections: number; windowMs: number; pairs: number },
): Promise<{ median: number; shares: number[] }> {
  const window = { connections: opts.connections, durationMs: opts.windowMs, warmupMs: 200 };
  const shares: number[] = [];
  for (let i = 0; i < opts.pairs; i++) {
    const first = i % 2 === 0 ? a : b;
    const second = i % 2 === 0 ? b : a;
    const r1 = await load(base, 'first', first, window);
    const r2 = await load(base, 'second', second, window);
    const [ra, rb] = i % 2 === 0 ? [r1, r2] : [r2, r1];
    shares.push(rb.rps / ra.rps);
  }
  const sorted = [...shares].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, shares };
}
