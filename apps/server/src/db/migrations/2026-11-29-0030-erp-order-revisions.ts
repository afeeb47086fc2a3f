import { type CreateTableBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';
import { EPOCH_MS, withId } from './column-helpers';

/**
 * Issue 32: the ERP learns of each revision and cancellation of an order. An order has one export per change: the
 * unique key of erp_exports grows from (subject, subject_id) to (subject, subject_id, revision, change), and each row
 * keeps the document as its change left the order (JSON; null on the rows before this, whose document is made when
 * sent). SQLite cannot drop a table's unique constraint, so the table is rebuilt (ids kept) on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await exportsTable(db, (t) =>
    t
      // 0 as placed, one more per saved edit; a cancellation keeps the revision it cancelled.
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      // placed | revised | cancelled (a payment: placed)
      .addColumn('change', 'varchar(10)', (c) => c.notNull().defaultTo('placed'))
      .addColumn('document', 'text')
      .addUniqueConstraint('erp_exports_change_uq', ['subject', 'subject_id', 'revision', 'change']),
  );
  await sql`insert into erp_exports_next (id, subject, subject_id, created_at, files_written_at, delivered_at,
              attempts, last_attempt_at, last_status, last_error)
            select id, subject, subject_id, created_at, files_written_at, delivered_at,
              attempts, last_attempt_at, last_status, last_error from erp_exports`.execute(db);
  await swap(db);
}

/** Keeps each subject's first export (as placed); the exports of later changes have no place in the old shape. */
export async function down(db: Kysely<any>): Promise<void> {
  await exportsTable(db, (t) => t.addUniqueConstraint('erp_exports_subject_uq', ['subject', 'subject_id']));
  await sql`insert into erp_exports_next (id, subject, subject_id, created_at, files_written_at, delivered_at,
              attempts, last_attempt_at, last_status, last_error)
            select id, subject, subject_id, created_at, files_written_at, delivered_at,
              attempts, last_attempt_at, last_status, last_error from erp_exports
            where revision = 0 and change = 'placed'`.execute(db);
  await swap(db);
}

type ExportsTableBuilder = CreateTableBuilder<'erp_exports_next', any>;

/** erp_exports_next with the columns of migration 0023, and what `more` adds. */
async function exportsTable(db: Kysely<any>, more: (t: ExportsTableBuilder) => ExportsTableBuilder): Promise<void> {
  const table = withId(db, db.schema.createTable('erp_exports_next'))
    .addColumn('subject', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('files_written_at', EPOCH_MS)
    .addColumn('delivered_at', EPOCH_MS)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_attempt_at', EPOCH_MS)
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'varchar(500)', (c) => c.notNull().defaultTo(''));
  await more(table).execute();
}

/** Drops the old table, renames the new one into place and gives it its index back. */
async function swap(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('erp_exports').execute();
  await db.schema.alterTable('erp_exports_next').renameTo('erp_exports').execute();
  await db.schema.createIndex('erp_exports_created_idx').on('erp_exports').column('created_at').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    // Ids were copied: the identity continues after the highest one.
    await sql`select setval(pg_get_serial_sequence('erp_exports', 'id'), coalesce((select max(id) from erp_exports), 0) + 1, false)`.execute(db);
  }
}
