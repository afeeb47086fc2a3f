import type { Kysely } from 'kysely';
import { EPOCH_MS } from './column-helpers';

/**
 * What is being paid for right now (an open item, a cart), held from before the gateway is called until the payment
 * is recorded or refunded: a second payment of the same thing is refused without a charge. A lock past expires_at
 * belongs to a process that died and is taken over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_locks')
    .addColumn('subject', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_locks').execute();
}
