import { z } from 'zod';

export const IMAGE_SYNC_REQUESTED = 'Request to sync images successful.';

export const IMAGE_SYNC_STATUSES = ['idle', 'running', 'done', 'failed'] as const;

/** GET /api/admin/requestImageSync: the sync runs in the background; follow it with GET /api/admin/imageSync/status. */
export const ImageSyncRequested = z.object({
  message: z.string(),
  /** The job now running: a new one, or the one another request already started. */
  jobId: z.number().int(),
});

/** GET /api/admin/imageSync/status: the latest sync. */
export const ImageSyncStatus = z.object({
  jobId: z.number().int().nullable(),
  status: z.enum(IMAGE_SYNC_STATUSES),
  /** Image files found in the source directory. */
  total: z.number().int(),
  processed: z.number().int(),
  /** Files named after a product code (optionally with _2, _3 ... for detail images). */
  matched: z.number().int(),
  unmatched: z.number().int(),
  failed: z.number().int(),
  /** Epoch milliseconds. */
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  message: z.string(),
});
export type ImageSyncStatus = z.infer<typeof ImageSyncStatus>;
