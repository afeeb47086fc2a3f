import type { Db } from '../../db/database';
import { syncImages } from './image-sync';
import {
  failSilentJobs,
  findRunningJob,
  finishJob,
  insertRunningJob,
  recordProgress,
} from './image-sync-jobs.repository';

/** A running sync reports at least this often; silence beyond it means its process died. */
const SILENT_AFTER_MS = 2 * 60_000;

export interface ImageSyncContext {
  db: Db;
  sourceDir: string;
  imagesDir: string;
  now: () => number;
}

export interface ClaimedSync {
  jobId: number;
  /** The work, when this call started it; null when another request (in any process) is already syncing. */
  run: (() => Promise<void>) | null;
}

/**
 * Claims the one running sync slot (a unique index on running jobs makes the claim
 * atomic across processes) and hands back the work to start once the request is answered.
 */
export async function claimImageSync(ctx: ImageSyncContext, requestedBy: number | null): Promise<ClaimedSync> {
  const now = ctx.now();
  await failSilentJobs(ctx.db, now - SILENT_AFTER_MS, now);
  let jobId: number | null = null;
  // The insert fails while another sync runs; that sync may finish before we look for it, so try again.
  for (let attempt = 0; jobId === null; attempt++) {
    try {
      jobId = await insertRunningJob(ctx.db, requestedBy, now);
    } catch (err) {
      const running = await findRunningJob(ctx.db);
      if (running) return { jobId: running.id, run: null };
      if (attempt >= 3) throw err;
    }
  }
  const claimed = jobId;
  const run = async () => {
    try {
      const result = await syncImages({
        db: ctx.db,
        sourceDir: ctx.sourceDir,
        imagesDir: ctx.imagesDir,
        now: ctx.now,
        onProgress: (p) => recordProgress(ctx.db, claimed, p, ctx.now()),
      });
      await finishJob(ctx.db, claimed, 'done', `Synced ${result.matched} of ${result.total} images.`, ctx.now());
    } catch (err) {
      await finishJob(ctx.db, claimed, 'failed', err instanceof Error ? err.message : String(err), ctx.now());
    }
  };
  return { jobId: claimed, run };
}
