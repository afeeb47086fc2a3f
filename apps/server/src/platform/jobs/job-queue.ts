import type { BackgroundJob, BackgroundJobState } from '@storefront/contract';
import type { Db } from '../../db/database';

/**
 * One mechanism for all background work (issue 29): the mail outbox, image sync, purges and what comes next. On
 * PostgreSQL it is pg-boss (pg-boss-queue.ts), on SQLite the same interface runs in process (in-process-queue.ts).
 * A job is enqueued in the transaction of the business write that causes it, runs at least once, and its handler
 * is idempotent by business key (a mail by its outbox row, a sync by its sync row).
 */

/**
 * How a kind of job is queued. `stately`: at most one waiting and one running at a time (a second send while one
 * waits is dropped), which makes a periodic job run once across all processes.
 */
export interface JobKind {
  name: string;
  policy: 'standard' | 'stately';
  /** Attempts after the first one failed; then the job is dead (kept, with its error, for an administrator). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** The delay doubles with each attempt. */
  retryBackoff: boolean;
  /** A running job silent this long is taken for dead (its process died) and retried. */
  expireInSeconds: number;
  /** Periodic kinds: sent once when workers start and then every so many minutes (a divisor of 60). */
  everyMinutes?: number;
  /** How many of this kind one process runs at once. */
  concurrency?: number;
}

export type JobHandler = (payload: unknown) => Promise<void>;

/** A job as the administrators' view shows it (GET /api/admin/jobs). */
export type JobView = BackgroundJob;
export type JobState = BackgroundJobState;

export interface JobQueue {
  /** Opens the queue's storage (pg-boss: its pool and one queue per kind). */
  open(): Promise<void>;
  /**
   * Enqueues a job through `db`, which may be the caller's transaction: the job exists exactly when that commits.
   * Resolves with the job's id, or null when a stately kind already has one waiting.
   */
  send(db: Db, name: string, payload: object): Promise<string | null>;
  /** Starts running jobs of every kind that has a handler in this process (RUN_JOBS). */
  work(handlers: Record<string, JobHandler>): Promise<void>;
  /** Look now for waiting jobs of `name` (after committing a transaction that sent some). */
  kick(name: string): void;
  /**
   * Runs the jobs of `name` that are due now, in this process, until none is waiting or running anywhere; resolves
   * with how many this call ran. For tests and tools; the workers do the same in the background.
   */
  drain(name: string, handler: JobHandler): Promise<number>;
  /** The newest jobs, newest first, of one state or all. */
  list(filter: { state?: JobState; name?: string; limit: number }): Promise<JobView[]>;
  /** Stops the workers, waiting for the jobs under way. */
  stop(): Promise<void>;
}

/** The wait before retry `retryCount` (1 for the first retry), doubling with each retry when the kind backs off (pg-boss adds jitter on top). */
export function retryDelaySeconds(kind: JobKind, retryCount: number): number {
  if (!kind.retryBackoff) return kind.retryDelaySeconds;
  return kind.retryDelaySeconds * 2 ** Math.max(0, retryCount - 1);
}

export function errorText(err: unknown, max = 2000): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, max);
}
