import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Issue 29, the cut-off rush: uncommitted stock (on hand minus the lines of open orders, modules/stock) is read for
 * every product a cart line or a substitute stands for, several times per order. Its lines were found through
 * (product_key, order_id) and then read from the table; with a stale estimate PostgreSQL scanned all of order_lines
 * instead (86 ms a call at the rush's median). The product's lines now come from the index alone, with the order and
 * the stock quantity: index-only on PostgreSQL (INCLUDE), a covering composite index on SQLite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite)
    await db.schema
      .createIndex('order_lines_product_stock_idx')
      .on('order_lines')
      .columns(['product_key', 'order_id', 'stock_quantity'])
      .execute();
  else
    await sql`create index order_lines_product_stock_idx on order_lines (product_key) include (order_id, stock_quantity)`.execute(
      db,
    );
  await db.schema.dropIndex('order_lines_product_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('order_lines_product_idx').on('order_lines').columns(['product_key', 'order_id']).execute();
  await db.schema.dropIndex('order_lines_product_stock_idx').execute();
}
