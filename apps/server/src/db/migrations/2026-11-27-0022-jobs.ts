import { type Kysely, SqliteAdapter, sql } from 'kysely';
import PgBoss from 'pg-boss';
import { EPOCH_MS } from './column-helpers';

/** pg-boss's schema on PostgreSQL (platform/jobs/pg-boss-queue.ts names the same). */
const PG_BOSS_SCHEMA = 'pgboss'; // platform/jobs/pg-boss-jobs.repository.ts

/**
 * The job queue's storage (issue 29). On PostgreSQL: pg-boss's own schema, installed here (its plans, without their
 * BEGIN and COMMIT: the migration's transaction holds them) so that processes starting together never race to
 * install it. On SQLite: the table the in-process queue keeps its jobs in, with pg-boss's states and columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    const plans = PgBoss.getConstructionPlans(PG_BOSS_SCHEMA)
      .replace(/^\s*BEGIN;/, '')
      .replace(/COMMIT;\s*$/, '');
    await sql.raw(plans).execute(db);
    return;
  }
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('policy', 'varchar(20)', (c) => c.notNull())
    // created | retry | active | completed | cancelled | failed, as pg-boss names them.
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('start_after', EPOCH_MS, (c) => c.notNull())
    .addColumn('started_at', EPOCH_MS)
    .addColumn('completed_at', EPOCH_MS)
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['name', 'state', 'start_after']).execute();
  // A stately kind has at most one job in each of the states before the end (pg-boss's job_i3).
  await sql`create unique index jobs_stately_idx on jobs (name, state) where policy = 'stately' and state in ('created', 'retry', 'active')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql.raw(`drop schema if exists ${PG_BOSS_SCHEMA} cascade`).execute(db);
    return;
  }
  await db.schema.dropTable('jobs').execute();
}
