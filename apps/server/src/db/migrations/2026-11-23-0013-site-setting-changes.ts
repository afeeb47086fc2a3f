import type { Kysely } from 'kysely';
import { EPOCH_MS, withId } from './column-helpers';

/** The audit log of site settings an administrator changed: who, when, which key, from what to what (JSON text). */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('site_setting_changes'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text', (c) => c.notNull())
    .addColumn('changed_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_setting_changes_at_idx').on('site_setting_changes').column('changed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_setting_changes').execute();
}
