import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { deleteRowsBefore } from './expired-rows.repository';
import { EXPIRED_ROWS, type ExpiredRows } from './expired-rows';

/** How often each process purges. Deletes are idempotent, so processes need not take turns. */
export const PURGE_EVERY_MS = 10 * 60_000;

export interface PurgeContext {
  db: Db;
  config: Config;
  now: () => number;
  log: { warn(details: object, message: string): void };
}

/** Deletes every kind of expired row once; a failing kind is logged and the others still run. Returns rows deleted per kind. */
export async function purgeExpired(
  ctx: PurgeContext,
  kinds: readonly ExpiredRows[] = EXPIRED_ROWS,
): Promise<Map<string, number>> {
  const deleted = new Map<string, number>();
  for (const kind of kinds) {
    const before = ctx.now() - (kind.keepMs?.(ctx.config) ?? 0);
    try {
      deleted.set(kind.why, await deleteRowsBefore(ctx.db, kind, before));
    } catch (err) {
      ctx.log.warn({ err, table: kind.table }, `purge of ${kind.why} failed`);
    }
  }
  return deleted;
}

/**
 * Purges now and every PURGE_EVERY_MS in this process, never two runs at once. Each
 * process of a scaled-out deployment runs its own: a DELETE of rows already gone is a
 * no-op, so no lease is needed. Returns the stop function (await it before closing the database).
 */
export function startPurgeJob(
  ctx: PurgeContext,
  // The first run comes soon after start, spread so that processes started together do not purge together.
  { everyMs = PURGE_EVERY_MS, firstAfterMs = Math.floor(Math.random() * 60_000) } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    // A run that outlasts the interval is not joined by another.
    if (stopped || running) return;
    running = purgeExpired(ctx)
      .then(
        () => undefined,
        (err: unknown) => ctx.log.warn({ err }, 'purge failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
