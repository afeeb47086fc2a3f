import type { Kysely } from 'kysely';
import { EPOCH_MS, withId } from './column-helpers';

/**
 * Punchout: the procurement systems that may open a session (buyers, with their cXML identities), the
 * sessions they opened (buyer cookie, return address, status) and the single-use codes that hand a session
 * to the browser. A punchout cart belongs to its punchout session, so a new setup with the same buyer cookie
 * finds it again; an access session names the punchout session it serves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('punchout_buyers'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
    // 'cxml' or 'oci'
    .addColumn('protocol', 'varchar(10)', (c) => c.notNull())
    // The account the buyer's sessions run under (an OCI buyer signs in with its username and password).
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('ship_to_code', 'varchar(20)')
    // cXML only: SHA-256 of the shared secret (a machine secret, compared in constant time).
    .addColumn('shared_secret_hash', 'varchar(64)')
    // cXML only: our identity in the To credential.
    .addColumn('to_identity', 'varchar(100)')
    // JSON arrays and maps, validated by the buyer rules on every write.
    .addColumn('return_urls', 'text', (c) => c.notNull())
    .addColumn('unit_map', 'text', (c) => c.notNull())
    .addColumn('unspsc_default', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // 'cxml-urlencoded', 'cxml-base64' or 'oci'
    .addColumn('transfer_encoding', 'varchar(20)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('punchout_identities'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('punchout_buyers.id').onDelete('cascade'))
    // 'from' or 'sender'
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    // 'test' or 'production'
    .addColumn('deployment_mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('domain', 'varchar(60)', (c) => c.notNull())
    .addColumn('identity', 'varchar(120)', (c) => c.notNull())
    // role|mode|domain|identity, lower case: credentials compare without case on both dialects.
    .addColumn('match_key', 'varchar(200)', (c) => c.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('punchout_sessions'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('punchout_buyers.id').onDelete('cascade'))
    .addColumn('buyer_cookie', 'varchar(200)', (c) => c.notNull())
    // 'create', 'edit' or 'inspect'
    .addColumn('operation', 'varchar(10)', (c) => c.notNull())
    .addColumn('deployment_mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('ship_to_code', 'varchar(20)')
    // JSON: the setup request's extrinsics (UserEmail and the others), or OCI's caller fields.
    .addColumn('extrinsics', 'text', (c) => c.notNull())
    // 'Active', 'Returned' or 'Expired'
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('setup_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .addUniqueConstraint('punchout_sessions_cookie_uq', ['buyer_id', 'buyer_cookie'])
    .execute();

  await db.schema
    .createTable('punchout_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('punchout_session_id', 'integer', (c) => c.notNull().references('punchout_sessions.id').onDelete('cascade'))
    .addColumn('client_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('used_at', EPOCH_MS)
    // The access session the code was exchanged for: revoked when the code is presented again.
    .addColumn('issued_session_id', 'integer', (c) => c.references('sessions.id').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('punchout_session_id', 'integer', (c) => c.references('punchout_sessions.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('punchout_session_id').execute();
  await db.schema.dropTable('punchout_codes').execute();
  await db.schema.dropTable('punchout_sessions').execute();
  await db.schema.dropTable('punchout_identities').execute();
  await db.schema.dropTable('punchout_buyers').execute();
}
