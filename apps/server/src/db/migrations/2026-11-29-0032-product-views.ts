import type { Kysely } from 'kysely';
import { EPOCH_MS } from './column-helpers';

/**
 * Issue 33, a salesperson's day: products viewed but not bought. One row per customer, product and day that a user
 * acting for the customer opened the product's detail; another view that day counts in `views` and moves
 * `last_viewed_at` (an upsert), so the table grows with what is viewed, not with how often.
 *
 * `day_start` is the UTC midnight (epoch ms) of the view: the product page records a view without reading the site's
 * time zone. The salesperson's list compares `last_viewed_at` with the site's week, and the purge job deletes rows by
 * `day_start`, which never changes after the insert.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_views')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('day_start', EPOCH_MS, (c) => c.notNull())
    .addColumn('product_key', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_viewed_at', EPOCH_MS, (c) => c.notNull())
    // The salesperson's list reads a week of days of each customer: customer, then day.
    .addPrimaryKeyConstraint('product_views_pk', ['customer_id', 'day_start', 'product_key'])
    .execute();
  await db.schema.createIndex('product_views_day_idx').on('product_views').column('day_start').execute();
  // Stopped buying looks for a product on a customer's orders of some weeks: an order's line of a product, read from
  // the index alone (order_lines rows are wide).
  await db.schema
    .createIndex('order_lines_order_product_idx')
    .on('order_lines')
    .columns(['order_id', 'product_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_lines_order_product_idx').execute();
  await db.schema.dropTable('product_views').execute();
}
