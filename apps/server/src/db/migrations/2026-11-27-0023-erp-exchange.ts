import { type Kysely, sql } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * ERP data exchange (issue 30). Imports: one row per CSV import (its options, progress, counts and the rows it
 * refused), at most one running per kind (a partial unique index). Exports: one row per placed order or invoice
 * payment to hand to the ERP (files, and the webhook when one is configured), with its last attempt. The webhook's
 * address and signing secret: one row. Customers gain what an ERP's customer file carries: payment terms, the tax
 * rate their ship-tos default to, and whether they are still active; products the picture file the ERP names.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('terms_days', 'integer', (c) => c.notNull().defaultTo(30)).execute();
  await db.schema.alterTable('customers').addColumn('tax_rate', MONEY, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('customers').addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  // The picture an ERP file names for a product (a file in the image folder); the image sync renders it.
  await db.schema.alterTable('products').addColumn('image_file', 'varchar(100)', (c) => c.notNull().defaultTo('')).execute();

  await withId(db, db.schema.createTable('imports'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    // queued | running | done | failed
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    // JSON {dryRun, allOrNothing, deactivateMissing, encoding}
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer')
    .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON {read, inserted, updated, unchanged, refused, deactivated}
    .addColumn('counts', 'text', (c) => c.notNull().defaultTo('{}'))
    // JSON list of {line, column, reason}, bounded
    .addColumn('refused_rows', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('started_at', EPOCH_MS)
    .addColumn('finished_at', EPOCH_MS)
    .execute();
  await db.schema
    .createIndex('imports_one_running_uq')
    .on('imports')
    .column('kind')
    .unique()
    .where(sql.ref('state'), 'in', [sql.lit('queued'), sql.lit('running')])
    .execute();

  await withId(db, db.schema.createTable('erp_exports'))
    // order | payment
    .addColumn('subject', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('files_written_at', EPOCH_MS)
    .addColumn('delivered_at', EPOCH_MS)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_attempt_at', EPOCH_MS)
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('erp_exports_subject_uq', ['subject', 'subject_id'])
    .execute();
  await db.schema.createIndex('erp_exports_created_idx').on('erp_exports').column('created_at').execute();

  await db.schema
    .createTable('erp_webhook')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('secret', 'varchar(100)', (c) => c.notNull())
    .addColumn('updated_at', EPOCH_MS, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('erp_webhook').execute();
  await db.schema.dropTable('erp_exports').execute();
  await db.schema.dropTable('imports').execute();
  await db.schema.alterTable('products').dropColumn('image_file').execute();
  for (const column of ['is_active', 'tax_rate', 'terms_days'])
    await db.schema.alterTable('customers').dropColumn(column).execute();
}
