import type { Kysely } from 'kysely';
import { EPOCH_MS } from './column-helpers';

/**
 * A pending idempotency key holds a lease its request renews while it runs: a key whose lease ran out belongs to a
 * request whose process is gone, and a retry takes it over within seconds instead of waiting two minutes. Keys
 * claimed before have none and fall back to their age.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('lease_until', EPOCH_MS).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('lease_until').execute();
}
