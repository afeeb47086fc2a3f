import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { JobKind, JobState, JobView } from './job-queue';

/** The in-process queue's storage (SQLite; migration 0022): pg-boss's states, in one table. */

export interface StoredJob {
  id: number;
  payload: string;
  state: string;
  retry_count: number;
  retry_limit: number;
}

const WAITING: JobState[] = ['created', 'retry'];

/** Inserts a job; null when a stately kind already has one waiting. */
export async function insertJob(db: Kysely<DB>, kind: JobKind, payload: object, now: number): Promise<number | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      name: kind.name,
      payload: JSON.stringify(payload),
      policy: kind.policy,
      state: 'created',
      retry_limit: kind.retryLimit,
      start_after: now,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function dueJobs(db: Kysely<DB>, name: string, now: number, limit: number): Promise<StoredJob[]> {
  return db
    .selectFrom('jobs')
    .select(['id', 'payload', 'state', 'retry_count', 'retry_limit'])
    .where('name', '=', name)
    .where('state', 'in', WAITING)
    .where('start_after', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes a waiting job; false when another run took it first (or a stately kind already runs one). */
export async function claimJob(db: Kysely<DB>, job: StoredJob, now: number): Promise<boolean> {
  try {
    const result = await db
      .updateTable('jobs')
      .set({ state: 'active', started_at: now })
      .where('id', '=', job.id)
      .where('state', '=', job.state)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  } catch {
    // The stately index: one of this kind is running already.
    return false;
  }
}

export async function completeJob(db: Kysely<DB>, id: number, now: number): Promise<void> {
  await db.updateTable('jobs').set({ state: 'completed', completed_at: now, error: '' }).where('id', '=', id).execute();
}

/** A failed run: waits `delayMs` for its retry, or is dead when its retries are spent. */
export async function failJob(
  db: Kysely<DB>,
  job: StoredJob,
  error: string,
  now: number,
  delayMs: number,
): Promise<void> {
  const retries = job.retry_count < job.retry_limit;
  await db
    .updateTable('jobs')
    .set(
      retries
        ? { state: 'retry', retry_count: job.retry_count + 1, start_after: now + delayMs, error }
        : { state: 'failed', completed_at: now, error },
    )
    .where('id', '=', job.id)
    .where('state', '=', 'active')
    .execute();
}

/** Running jobs started before `startedBefore` (all of them, with Infinity): their process is gone. */
export function runningSince(db: Kysely<DB>, name: string, startedBefore: number): Promise<StoredJob[]> {
  return db
    .selectFrom('jobs')
    .select(['id', 'payload', 'state', 'retry_count', 'retry_limit'])
    .where('name', '=', name)
    .where('state', '=', 'active')
    .where('started_at', '<', startedBefore)
    .execute();
}

/** Jobs of `name` waiting and due, or running. */
export async function openJobs(db: Kysely<DB>, name: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('name', '=', name)
    .where((eb) =>
      eb.or([eb('state', '=', 'active'), eb.and([eb('state', 'in', WAITING), eb('start_after', '<=', now)])]),
    )
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function listJobs(
  db: Kysely<DB>,
  filter: { state?: JobState; name?: string; limit: number },
): Promise<JobView[]> {
  let query = db.selectFrom('jobs').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.name) query = query.where('name', '=', filter.name);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return (await query.execute()).map((r) => ({
    id: String(r.id),
    name: r.name,
    state: r.state as JobState,
    retryCount: r.retry_count,
    retryLimit: r.retry_limit,
    createdAt: new Date(r.created_at).toISOString(),
    startedAt: iso(r.started_at),
    completedAt: iso(r.completed_at),
    error: r.error,
  }));
}
