import type { Kysely } from 'kysely';
import { EPOCH_MS } from './column-helpers';

/**
 * The landing page (spec 3 §3): one row (id 1) holding the title, whether it is enabled and
 * the cards as JSON text, written only after LandingLayout validated all of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('landing_page')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(40)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('cards_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('landing_page').ifExists().execute();
}
