import type { Health } from '@storefront/contract';
import { storageProblem } from '../../db/storage-check';
import type { AppContext } from '../../platform/context';
import { probeDatabase } from './health.repository';

/** An answer within a second: a probe still running after this counts as a failure. */
const PROBE_DEADLINE_MS = 800;

export interface HealthReport {
  health: Health;
  /** Why the database is not ok (for the log, not the wire), or null. */
  problem: string | null;
}

/**
 * One probe at a time per process: while the database hangs, every health call waits on the
 * same probe instead of taking another pool connection, so polling cannot drain the pool.
 */
function singleFlight(probe: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= probe().finally(() => {
      running = null;
    });
    return running;
  };
}

const probes = new WeakMap<AppContext, () => Promise<void>>();

async function withDeadline(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: whether the database can read and write now, and how fast (ms, two decimals). */
export async function checkHealth(ctx: AppContext): Promise<HealthReport> {
  let probe = probes.get(ctx);
  if (!probe) {
    probe = singleFlight(() => probeDatabase(ctx.db));
    probes.set(ctx, probe);
  }
  const started = performance.now();
  let problem = storageProblem(ctx.config.database);
  if (problem === null) {
    try {
      await withDeadline(probe(), PROBE_DEADLINE_MS);
    } catch (err) {
      problem = err instanceof Error ? err.message : String(err);
    }
  }
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  const ok = problem === null;
  return { health: { status: ok ? 'ok' : 'degraded', database: { dialect: ctx.dialect, ok, latencyMs } }, problem };
}
