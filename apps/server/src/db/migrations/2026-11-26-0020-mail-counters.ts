import type { Kysely } from 'kysely';
import { EPOCH_MS } from './column-helpers';

/**
 * Mails the shop sends on a visitor's word (sign-up, password reset, verification resend), counted per recipient and
 * per client address in hourly windows: past the allowance the answer stays the same and no mail leaves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_counters')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', EPOCH_MS, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_counters').execute();
}
