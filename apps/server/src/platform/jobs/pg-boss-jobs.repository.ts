import { CompiledQuery, type Kysely, sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../../db/schema';
import type { JobState, JobView } from './job-queue';

/** pg-boss's schema, installed by migration 0022. */
export const PG_BOSS_SCHEMA = 'pgboss';

/** pg-boss's statements through a Kysely connection or transaction: a `send` commits or rolls back with it. */
export function through(db: Kysely<DB>): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows };
    },
  };
}

/** Jobs of `name` waiting and due, or running. */
export async function openBossJobs(db: Kysely<DB>, name: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from pgboss.job
    where name = ${name} and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function listBossJobs(
  db: Kysely<DB>,
  filter: { state?: JobState; name?: string; limit: number },
): Promise<JobView[]> {
  const { rows } = await sql<{
    id: string;
    name: string;
    state: JobState;
    retry_count: number;
    retry_limit: number;
    created_on: Date;
    started_on: Date | null;
    completed_on: Date | null;
    error: string | null;
  }>`
    select id, name, state, retry_count, retry_limit, created_on, started_on, completed_on,
      coalesce(output->>'message', output->'value'->>'message', '') as error
    from pgboss.job
    where (${filter.state ?? null}::text is null or state::text = ${filter.state ?? null})
      and (${filter.name ?? null}::text is null or name = ${filter.name ?? null})
    order by created_on desc
    limit ${filter.limit}`.execute(db);
  return rows.map((r): JobView => ({
    id: r.id,
    name: r.name,
    state: r.state,
    retryCount: r.retry_count,
    retryLimit: r.retry_limit,
    createdAt: r.created_on.toISOString(),
    startedAt: r.started_on?.toISOString() ?? null,
    completedAt: r.completed_on?.toISOString() ?? null,
    error: r.state === 'completed' ? '' : (r.error ?? ''),
  }));
}
