import type { ImageSyncStatus } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { type ClaimedSync, claimImageSync } from './image-sync-jobs';
import { latestJob } from './image-sync-jobs.repository';

/** GET /api/admin/requestImageSync: claims the one sync slot (across processes); the caller starts `run` after answering. */
export function requestImageSync(ctx: AppContext, userId: number): Promise<ClaimedSync> {
  const { db, config, now } = ctx;
  return claimImageSync({ db, sourceDir: config.imageSourceDir, imagesDir: config.imagesDir, now }, userId);
}

/** GET /api/admin/imageSync/status: the latest sync, or 'idle' when there has been none. */
export async function imageSyncStatus(ctx: AppContext): Promise<ImageSyncStatus> {
  const job = await latestJob(ctx.db);
  if (!job) {
    return {
      jobId: null,
      status: 'idle',
      total: 0,
      processed: 0,
      matched: 0,
      unmatched: 0,
      failed: 0,
      startedAt: null,
      finishedAt: null,
      message: '',
    };
  }
  return {
    jobId: job.id,
    status: job.status,
    total: job.total,
    processed: job.processed,
    matched: job.matched,
    unmatched: job.unmatched,
    failed: job.failed,
    startedAt: job.started_at,
    finishedAt: job.finished_at,
    message: job.message,
  };
}
