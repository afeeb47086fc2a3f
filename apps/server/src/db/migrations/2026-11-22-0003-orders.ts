import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/** Orders and their lines: history, and the open quantities that commit stock. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('orders'))
    .addColumn('order_number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    // Open | Shipped | Invoiced | Cancelled. Open orders commit stock.
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('order_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('delivery_date', 'varchar(10)')
    .addColumn('po_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('ship_to_code', 'varchar(20)')
    .addColumn('ship_method', 'varchar(10)')
    .addColumn('special_instruction1', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('special_instruction2', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_id', 'order_date']).execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'order_date']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').column('status').execute();

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_key', 'integer', (c) => c.notNull().references('products.product_key'))
    .addColumn('unit', 'varchar(4)', (c) => c.notNull())
    .addColumn('quantity', MONEY, (c) => c.notNull())
    // The quantity in the product's stock unit, kept so that uncommitted stock needs no conversion.
    .addColumn('stock_quantity', MONEY, (c) => c.notNull())
    .addColumn('price_unit', 'varchar(4)', (c) => c.notNull())
    .addColumn('unit_price', MONEY, (c) => c.notNull())
    .addColumn('extension', MONEY, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();
  await db.schema.createIndex('order_lines_product_idx').on('order_lines').columns(['product_key', 'order_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_lines').ifExists().execute();
  await db.schema.dropTable('orders').ifExists().execute();
}
