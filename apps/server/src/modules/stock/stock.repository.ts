import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The lines of open orders of these products, their stock quantities summed per product: read from the index
 * order_lines_product_stock_idx alone (product, order, stock quantity; migration 0033), then each order's status.
 */
export function openOrderStockQuery(db: Kysely<DB>, productKeys: readonly number[]) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select((eb) => ['l.product_key', eb.fn.sum<number | string>('l.stock_quantity').as('committed')])
    .where('o.status', '=', 'Open')
    .where('l.product_key', 'in', productKeys)
    .groupBy('l.product_key');
}

/** Stock quantities (in each product's stock unit) on open orders, summed per product. */
export async function openOrderStock(db: Kysely<DB>, productKeys: readonly number[]): Promise<Map<number, string>> {
  if (productKeys.length === 0) return new Map();
  const rows = await openOrderStockQuery(db, productKeys).execute();
  // A sum has no declared column type: a number on SQLite, decimal text on PostgreSQL.
  return new Map(rows.map((r) => [r.product_key, String(r.committed)]));
}

export async function onHandStock(db: Kysely<DB>, productKeys: readonly number[]): Promise<Map<number, string>> {
  if (productKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['product_key', 'on_hand'])
    .where('product_key', 'in', productKeys)
    .execute();
  return new Map(rows.map((r) => [r.product_key, r.on_hand]));
}
