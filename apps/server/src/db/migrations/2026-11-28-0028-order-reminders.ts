import type { Kysely } from 'kysely';
import { EPOCH_MS } from './column-helpers';

/**
 * Reminders (issue 32): a customer who usually orders for a delivery weekday and has no order for the next one gets a
 * reminder mail before the cut-off, once. One row per (customer, delivery date) is written in the transaction that
 * enqueues the mails: a second run (or a second process) finds it and sends nothing. Each user may turn reminders off.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_reminders')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('delivery_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_reminders_pk', ['customer_id', 'delivery_date'])
    .execute();
  // 1 on, 0 off: every user gets reminders until they turn them off on /settings.
  await db.schema
    .alterTable('users')
    .addColumn('order_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The usual-order rule reads a customer's recent orders by delivery date.
  await db.schema
    .createIndex('orders_customer_delivery_idx')
    .on('orders')
    .columns(['customer_id', 'delivery_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_customer_delivery_idx').execute();
  await db.schema.alterTable('users').dropColumn('order_reminders').execute();
  await db.schema.dropTable('order_reminders').execute();
}
