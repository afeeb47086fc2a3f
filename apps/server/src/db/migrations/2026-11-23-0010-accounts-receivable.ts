import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * Accounts receivable: the open items of each trade customer (spec 2 §3 Open A/R item and
 * record types) and the invoice payments made online against them. A payment records its
 * method by brand or bank name and last four only: never a card or account number,
 * routing number or CVV.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Orders held (credit hold, waiting on approval): the summary's 'on hold'.
  await db.schema.alterTable('customers').addColumn('on_hold', MONEY, (c) => c.notNull().defaultTo(0)).execute();

  await withId(db, db.schema.createTable('ar_items'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // The item's code in the ledger, unique per customer: payments name items by it.
    .addColumn('ar_code', 'varchar(40)', (c) => c.notNull())
    // 1 invoice, 2 future invoice, 3 NSF check, 4 debit adjustment, 5 late charge, 6 credit memo, 7 payment, 8 credit adjustment.
    .addColumn('record_type', 'integer', (c) => c.notNull())
    .addColumn('reference', 'varchar(40)', (c) => c.notNull())
    .addColumn('invoice_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_number', 'varchar(20)')
    .addColumn('po_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    // Credits (credit memos, payments, credit adjustments) are negative.
    .addColumn('initial', MONEY, (c) => c.notNull())
    .addColumn('balance', MONEY, (c) => c.notNull())
    .addColumn('remarks', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // JSON list of {key, name}: the scanned papers behind the item (signed delivery ticket ...).
    .addColumn('scan_documents', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addUniqueConstraint('ar_items_customer_code_uq', ['customer_id', 'ar_code'])
    .execute();
  await db.schema.createIndex('ar_items_customer_date_idx').on('ar_items').columns(['customer_id', 'invoice_date']).execute();
  await db.schema.createIndex('ar_items_customer_invoice_idx').on('ar_items').columns(['customer_id', 'invoice_number']).execute();

  await withId(db, db.schema.createTable('invoice_payments'))
    // The receipt's key (spec 2 §3 payment result invoicePaymentKey): random, never a counter.
    .addColumn('payment_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // 0 apply credit, 1 credit card, 2 eCheck.
    .addColumn('payment_type', 'integer', (c) => c.notNull())
    .addColumn('amount', MONEY, (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // 'Visa' or the bank's name, and the last four digits of the card or account.
    .addColumn('method_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('method_last4', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('holder_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_payments_customer_idx').on('invoice_payments').column('customer_id').execute();

  await withId(db, db.schema.createTable('invoice_payment_lines'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('invoice_payments.id').onDelete('cascade'))
    .addColumn('ar_item_id', 'integer', (c) => c.notNull().references('ar_items.id').onDelete('cascade'))
    .addColumn('amount', MONEY, (c) => c.notNull())
    // The item's open balance before this payment, for the receipt.
    .addColumn('balance_before', MONEY, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_payment_lines_payment_idx').on('invoice_payment_lines').column('payment_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_payment_lines').ifExists().execute();
  await db.schema.dropTable('invoice_payments').ifExists().execute();
  await db.schema.dropTable('ar_items').ifExists().execute();
  await db.schema.alterTable('customers').dropColumn('on_hold').execute();
}
