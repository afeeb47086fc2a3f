import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * Checkout: tax and add-on charges per ship-to and per consumer zip zone, taxable
 * products, what an order records at submit (so it never re-reads the catalogue to
 * show itself), idempotency keys, the mail outbox and the sandbox gateway's charges.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['ship_tos', 'zip_zones']) {
    // Fractions: 0.0550 is 5.5 %.
    await db.schema.alterTable(table).addColumn('tax_rate', MONEY, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('delivery_fee', MONEY, (c) => c.notNull().defaultTo(0)).execute();
    // A line total below the threshold adds the small-order charge; 0 turns it off.
    await db.schema.alterTable(table).addColumn('small_order_threshold', MONEY, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('small_order_charge', MONEY, (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('products').addColumn('is_taxable', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.alterTable('orders').addColumn('address_id', 'integer').execute();
  // The ship-to's or delivery address's lines as they were at submit, one per line.
  await db.schema.alterTable('orders').addColumn('ship_to_text', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('orders').addColumn('line_total', MONEY, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('taxable_amount', MONEY, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('tax', MONEY, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('add_on_charges', MONEY, (c) => c.notNull().defaultTo(0)).execute();
  // JSON list of {name, amount}: the add-on charges by name.
  await db.schema.alterTable('orders').addColumn('charges', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  // Card payments: brand, last four and expiry (MMYY) only; never the number or the CVV.
  await db.schema.alterTable('orders').addColumn('card_brand', 'varchar(20)').execute();
  await db.schema.alterTable('orders').addColumn('card_last4', 'varchar(4)').execute();
  await db.schema.alterTable('orders').addColumn('card_expiry', 'varchar(4)').execute();
  await db.schema.alterTable('orders').addColumn('payment_transaction_id', 'varchar(64)').execute();

  await db.schema.alterTable('order_lines').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_lines').addColumn('product_code', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('order_lines').addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('order_lines').addColumn('product_text1', 'varchar(500)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('order_lines').addColumn('product_text2', 'varchar(500)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('order_lines').addColumn('is_taxable', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // Exactly once: the first answer to (user, key) is kept; a retry gets it back.
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('operation', 'varchar(40)', (c) => c.notNull())
    // SHA-256 of the operation and the request that made it.
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    // null while the first request is still running.
    .addColumn('response', 'text')
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_user_key_uq', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

  // Mail written in a business transaction and delivered after it commits.
  await withId(db, db.schema.createTable('outbox'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    // JSON: what the deliverer needs (recipient, subject, the order number, ...).
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // A process claims a row until this time; another may take it over after.
    .addColumn('claimed_until', EPOCH_MS, (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', EPOCH_MS, (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', EPOCH_MS)
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('outbox_pending_idx').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();

  // A document opened in a new tab (/doc/{id}) carries no bearer token: the id is a
  // short-lived capability, stored as its SHA-256, made for one user and one document.
  await withId(db, db.schema.createTable('document_links'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_links_expires_idx').on('document_links').column('expires_at').execute();

  // The sandbox gateway's ledger: one charge per reference, so a retried charge is never made twice.
  await withId(db, db.schema.createTable('gateway_charges'))
    .addColumn('reference', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('amount', MONEY, (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('card_brand', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('card_last4', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_charges').ifExists().execute();
  await db.schema.dropTable('document_links').ifExists().execute();
  await db.schema.dropTable('outbox').ifExists().execute();
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
  for (const column of ['sequence', 'product_code', 'description', 'product_text1', 'product_text2', 'is_taxable']) {
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
  }
  for (const column of [
    'address_id',
    'ship_to_text',
    'line_total',
    'taxable_amount',
    'tax',
    'add_on_charges',
    'charges',
    'card_brand',
    'card_last4',
    'card_expiry',
    'payment_transaction_id',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('products').dropColumn('is_taxable').execute();
  for (const table of ['ship_tos', 'zip_zones']) {
    for (const column of ['tax_rate', 'delivery_fee', 'small_order_threshold', 'small_order_charge']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
