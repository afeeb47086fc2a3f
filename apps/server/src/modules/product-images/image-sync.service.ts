import type { ImageSyncStatus } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { claimImageSync, IMAGE_SYNC_JOB } from './image-sync-jobs';
import { latestJob } from './image-sync-jobs.repository';

/** GET /api/admin/requestImageSync: claims the one sync slot (across processes) and queues its job; its id. */
export async function requestImageSync(ctx: AppContext, userId: number): Promise<number> {
  const jobId = await claimImageSync(ctx, ctx.jobs, userId);
  ctx.jobs.kick(IMAGE_SYNC_JOB);
  return jobId;
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
