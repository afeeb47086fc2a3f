import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * Standing orders (issue 32): a trade customer's lines, ship-to and delivery weekdays that a job turns into a normal
 * order before each delivery date's cut-off. A line's product key is not a foreign key: a product may leave the
 * catalogue, and the line is then reported, not dropped. A run row per (standing order, delivery date) is written in
 * the placed order's transaction: its unique key makes the order exactly once, whichever process gets there first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('standing_orders'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // Who set it up: the orders are placed as this user, and the mail goes to them.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('ship_to_code', 'varchar(20)', (c) => c.notNull())
    // Delivery weekdays, 1 = Sunday .. 7 = Saturday, as '2,5'.
    .addColumn('weekdays', 'varchar(20)', (c) => c.notNull())
    // YYYY-MM-DD; end_date null: no end.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('updated_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('standing_orders_customer_idx').on('standing_orders').column('customer_id').execute();

  await db.schema
    .createTable('standing_order_lines')
    .addColumn('standing_order_id', 'integer', (c) => c.notNull().references('standing_orders.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('product_key', 'integer', (c) => c.notNull())
    // As the product was when the line was saved: what the buyer is told when it can no longer be ordered.
    .addColumn('product_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    // In unit, a sell-by unit of the product (2 decimals).
    .addColumn('quantity', MONEY, (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('standing_order_lines_pk', ['standing_order_id', 'sequence'])
    .execute();

  await withId(db, db.schema.createTable('standing_order_runs'))
    .addColumn('standing_order_id', 'integer', (c) => c.notNull().references('standing_orders.id').onDelete('cascade'))
    .addColumn('delivery_date', 'varchar(10)', (c) => c.notNull())
    // The order placed; null when none could be (messages say why).
    .addColumn('order_number', 'varchar(40)')
    // JSON array of texts: lines left out, stock notices, refusals.
    .addColumn('messages', 'text', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addUniqueConstraint('standing_order_runs_once_uq', ['standing_order_id', 'delivery_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('standing_order_runs').ifExists().execute();
  await db.schema.dropTable('standing_order_lines').ifExists().execute();
  await db.schema.dropTable('standing_orders').ifExists().execute();
}
