import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ImageSyncProgress } from './image-sync';

export async function insertRunningJob(db: Kysely<DB>, requestedBy: number | null, now: number): Promise<number> {
  const row = await db
    .insertInto('image_sync_jobs')
    .values({ status: 'running', requested_by: requestedBy, started_at: now, heartbeat_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function isRunning(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('image_sync_jobs').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status === 'running';
}

export function findRunningJob(db: Kysely<DB>) {
  return db.selectFrom('image_sync_jobs').select('id').where('status', '=', 'running').executeTakeFirst();
}

/** Running jobs whose process stopped writing progress: they will never finish. */
export async function failSilentJobs(db: Kysely<DB>, silentSince: number, now: number): Promise<void> {
  await db
    .updateTable('image_sync_jobs')
    .set({ status: 'failed', finished_at: now, message: 'The sync stopped before finishing.' })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', silentSince)
    .execute();
}

export async function recordProgress(db: Kysely<DB>, id: number, p: ImageSyncProgress, now: number): Promise<void> {
  await db
    .updateTable('image_sync_jobs')
    .set({
      total: p.total,
      processed: p.processed,
      matched: p.matched,
      unmatched: p.unmatched,
      failed: p.failed,
      heartbeat_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function finishJob(
  db: Kysely<DB>,
  id: number,
  status: 'done' | 'failed',
  message: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('image_sync_jobs')
    .set({ status, message, finished_at: now, heartbeat_at: now })
    .where('id', '=', id)
    .execute();
}

export function latestJob(db: Kysely<DB>) {
  return db.selectFrom('image_sync_jobs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}
