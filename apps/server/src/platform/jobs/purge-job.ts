import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { deleteRowsBefore } from './expired-rows.repository';
import { EXPIRED_ROWS, type ExpiredRows } from './expired-rows';
import type { JobHandler, JobKind } from './job-queue';
import { periodicJobKind } from './job-kinds';

/** How often expired rows are purged. */
const PURGE_EVERY_MINUTES = 10;

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
    if (kind.only && kind.only !== ctx.config.database.dialect) continue;
    const before = ctx.now() - (kind.keepMs?.(ctx.config) ?? 0);
    try {
      deleted.set(kind.why, await deleteRowsBefore(ctx.db, kind, before));
    } catch (err) {
      ctx.log.warn({ err, table: kind.table }, `purge of ${kind.why} failed`);
    }
  }
  return deleted;
}

/** Purges run every ten minutes, once across all processes (a stately periodic job). */
export const purgeJobKind: JobKind = periodicJobKind('purge-expired-rows', PURGE_EVERY_MINUTES);

export function purgeJob(ctx: PurgeContext): JobHandler {
  return async () => {
    await purgeExpired(ctx);
  };
}
