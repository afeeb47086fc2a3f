import { z } from 'zod/mini';

/** A background job's states, as pg-boss names them: waiting (created), waiting to retry, running, done, dead. */
export const BACKGROUND_JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type BackgroundJobState = (typeof BACKGROUND_JOB_STATES)[number];

/** How many jobs the administrators' view shows, newest first. */
export const BACKGROUND_JOBS_SHOWN = 100;

/** GET /api/admin/jobs?state=failed: one state, or every state without it. */
export const BackgroundJobsQuery = z.strictObject({
  state: z.optional(z.enum(BACKGROUND_JOB_STATES)),
});

export const BackgroundJob = z.object({
  id: z.string(),
  /** The kind: mail, image-sync, purge-expired-rows... */
  name: z.string(),
  state: z.enum(BACKGROUND_JOB_STATES),
  /** Retries so far, and how many the kind allows before the job is dead. */
  retryCount: z.int(),
  retryLimit: z.int(),
  /** ISO 8601 times. */
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  /** The last error of a job that failed; empty otherwise. */
  error: z.string(),
});
export type BackgroundJob = z.infer<typeof BackgroundJob>;

/** GET /api/admin/jobs: the newest BACKGROUND_JOBS_SHOWN jobs. */
export const BackgroundJobs = z.object({ jobs: z.array(BackgroundJob) });
export type BackgroundJobs = z.infer<typeof BackgroundJobs>;
