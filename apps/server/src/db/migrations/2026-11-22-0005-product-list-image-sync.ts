import { type Kysely, sql } from 'kysely';
import { EPOCH_MS, withId } from './column-helpers';

/**
 * Image sync jobs (progress every process can read) and the index the Brand sort
 * pages through.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('image_sync_jobs'))
    // running | done | failed
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('started_at', EPOCH_MS, (c) => c.notNull())
    // A running job writes this as it goes; one silent for minutes belongs to a process that died.
    .addColumn('heartbeat_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('finished_at', EPOCH_MS)
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unmatched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // At most one running sync across every process: a second claim fails on this index.
  await db.schema
    .createIndex('image_sync_jobs_one_running_uq')
    .on('image_sync_jobs')
    .column('status')
    .unique()
    .where(sql.ref('status'), '=', 'running')
    .execute();

  await db.schema.createIndex('products_brand_description_idx').on('products').columns(['brand', 'description', 'product_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_brand_description_idx').ifExists().execute();
  await db.schema.dropTable('image_sync_jobs').ifExists().execute();
}
