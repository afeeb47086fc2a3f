import type { Kysely } from 'kysely';
import { EPOCH_MS, withId } from './column-helpers';

/**
 * Accounts people manage themselves: single-use mailed tokens (e-mail verification, password
 * reset), spent human-check solutions, server-made secrets, why a session was ended, the
 * consumer's own preferences and each user's own default layout and sort.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('account_tokens'))
    // SHA-256 hex of the token mailed in the link; the token itself is never stored.
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // verify | reset
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('used_at', EPOCH_MS)
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('account_tokens_expires_idx').on('account_tokens').column('expires_at').execute();

  await db.schema
    .createTable('human_check_spent')
    // The challenge's HMAC signature: a solution is accepted once.
    .addColumn('signature', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('human_check_spent_expires_idx').on('human_check_spent').column('expires_at').execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .execute();

  // Why a session was revoked: null for a sign-out, 'password_changed' after a reset or change.
  await db.schema.alterTable('sessions').addColumn('end_reason', 'varchar(30)').execute();

  await db.schema.alterTable('users').addColumn('company', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('phone', 'varchar(16)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('email_opt_in', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Null: the site's global default applies.
    .addColumn('default_page_layout', 'varchar(20)')
    .addColumn('default_page_sort_by', 'varchar(20)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_preferences').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('email_opt_in').execute();
  await db.schema.alterTable('users').dropColumn('phone').execute();
  await db.schema.alterTable('users').dropColumn('company').execute();
  await db.schema.alterTable('sessions').dropColumn('end_reason').execute();
  await db.schema.dropTable('server_secrets').ifExists().execute();
  await db.schema.dropTable('human_check_spent').ifExists().execute();
  await db.schema.dropTable('account_tokens').ifExists().execute();
}
