import type { Kysely } from 'kysely';
import { EPOCH_MS, withId } from './column-helpers';

/**
 * Sign-in throttle: one counter row per key (username+address, address, username), reserved
 * with a row lock before the password is hashed, so concurrent attempts count one by one;
 * and the addresses each user signed in from, which pass the per-username slowdown.
 * Replaces login_failures (one row per failure, counted after hashing).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_counters')
    // 'p:<address> <username>', 'a:<address>' or 'u:<username>'.
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    // Attempts reserved in the window: failures plus attempts still being checked.
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', EPOCH_MS, (c) => c.notNull())
    .addColumn('last_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_counters_last_at_idx').on('sign_in_counters').column('last_at').execute();

  await db.schema
    .createTable('sign_in_known_addresses')
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_success_at', EPOCH_MS, (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_known_addresses_pk', ['username', 'ip'])
    .execute();
  await db.schema.createIndex('sign_in_known_addresses_at_idx').on('sign_in_known_addresses').column('last_success_at').execute();

  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_username_idx').on('login_failures').columns(['username', 'at']).execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'at']).execute();
  await db.schema.dropTable('sign_in_known_addresses').ifExists().execute();
  await db.schema.dropTable('sign_in_counters').ifExists().execute();
}
