import type { Kysely } from 'kysely';
import { EPOCH_MS } from './column-helpers';

/**
 * Issue 32: a placed order stays editable until the cut-off of its delivery date. An edit replaces its lines and
 * header under the same order number: the order counts its revisions and records when it was last revised.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('revised_at', EPOCH_MS).execute();
  await db.schema.alterTable('orders').addColumn('cancelled_at', EPOCH_MS).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('orders').dropColumn('revised_at').execute();
  await db.schema.alterTable('orders').dropColumn('revision').execute();
}
