import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobHandler, JobKind, JobQueue } from '../../platform/jobs/job-queue';
import { syncImages } from './image-sync';
import {
  failSilentJobs,
  findRunningJob,
  finishJob,
  insertRunningJob,
  isRunning,
  recordProgress,
} from './image-sync-jobs.repository';

/** A running sync reports at least this often; silence beyond it means its process died. */
const SILENT_AFTER_MS = 2 * 60_000;

/** The background job that runs one requested sync (its image_sync_jobs row). */
export const IMAGE_SYNC_JOB = 'image-sync';

/** A sync running past IMAGE_SYNC_JOB_TIMEOUT_SECONDS (a whole catalogue's pictures take a while) is retried. */
export function imageSyncJobKind(config: Pick<Config, 'imageSyncJobTimeoutSeconds'>): JobKind {
  return {
    name: IMAGE_SYNC_JOB,
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: false,
    expireInSeconds: config.imageSyncJobTimeoutSeconds,
  };
}

export interface ImageSyncContext {
  db: Db;
  sourceDir: string;
  imagesDir: string;
  now: () => number;
}

/**
 * Records a requested sync and sends its job in one transaction, unless one is running (in any process: a unique
 * index on running rows makes the claim atomic). Resolves with the sync's id, the new one or the one running.
 */
export async function claimImageSync(
  ctx: Pick<ImageSyncContext, 'db' | 'now'>,
  jobs: JobQueue,
  requestedBy: number | null,
): Promise<number> {
  const now = ctx.now();
  await failSilentJobs(ctx.db, now - SILENT_AFTER_MS, now);
  // The insert fails while another sync runs; that sync may finish before we look for it, so try again.
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const syncId = await insertRunningJob(trx, requestedBy, now);
        await jobs.send(trx, IMAGE_SYNC_JOB, { syncId });
        return syncId;
      });
    } catch (err) {
      const running = await findRunningJob(ctx.db);
      if (running) return running.id;
      if (attempt >= 3) throw err;
    }
  }
}

/** Runs the sync a job names, unless it already finished or was given up (a job run twice syncs once). */
export function runImageSync(ctx: ImageSyncContext): JobHandler {
  return async (payload) => {
    const syncId = (payload as { syncId?: unknown }).syncId;
    if (typeof syncId !== 'number' || !(await isRunning(ctx.db, syncId))) return;
    try {
      const result = await syncImages({
        db: ctx.db,
        sourceDir: ctx.sourceDir,
        imagesDir: ctx.imagesDir,
        now: ctx.now,
        onProgress: (p) => recordProgress(ctx.db, syncId, p, ctx.now()),
      });
      await finishJob(ctx.db, syncId, 'done', `Synced ${result.matched} of ${result.total} images.`, ctx.now());
    } catch (err) {
      await finishJob(ctx.db, syncId, 'failed', err instanceof Error ? err.message : String(err), ctx.now());
    }
  };
}
