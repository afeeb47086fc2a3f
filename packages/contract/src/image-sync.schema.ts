import { z } from 'zod/mini';

export const IMAGE_SYNC_REQUESTED = 'Request to sync images successful.';

export const IMAGE_SYNC_STATUSES = ['idle', 'running', 'done', 'failed'] as const;

/** GET /api/admin/requestImageSync: the sync runs in the background; follow it with GET /api/admin/imageSync/status. */
export const ImageSyncRequested = z.object({
  message: z.string(),
  /** The job now running: a new one, or the one another request already started. */
  jobId: z.int(),
});

/** GET /api/admin/imageSync/status: the latest sync. */
export const ImageSyncStatus = z.object({
  jobId: z.nullable(z.int()),
  status: z.enum(IMAGE_SYNC_STATUSES),
  /** Image files found in the source directory. */
  total: z.int(),
  processed: z.int(),
  /** Files named after a product code (optionally with _2, _3 ... for detail images). */
  matched: z.int(),
  unmatched: z.int(),
  failed: z.int(),
  /** Epoch milliseconds. */
  startedAt: z.nullable(z.number()),
  finishedAt: z.nullable(z.number()),
  message: z.string(),
});
export type ImageSyncStatus = z.infer<typeof ImageSyncStatus>;
