import { type Decimal, toDecimal } from '@storefront/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Each product's stock on hand and the stock quantities of its lines on open orders, summed: the open lines come from
 * the partial index order_lines_open_stock_idx alone (migration 0034: only lines whose order is open, by product), so
 * a product's history and the other open orders are never read. The flag is a literal, as the index's predicate is.
 */
export function uncommittedStockQuery(db: Kysely<DB>, productKeys: readonly number[]) {
  return db
    .selectFrom('products as p')
    .leftJoin('order_lines as l', (join) =>
      join.onRef('l.product_key', '=', 'p.product_key').on(sql<boolean>`l.is_open = 1`),
    )
    .select((eb) => [
      'p.product_key',
      'p.on_hand',
      eb.fn.sum<number | string | null>('l.stock_quantity').as('committed'),
    ])
    .where('p.product_key', 'in', productKeys)
    .groupBy(['p.product_key', 'p.on_hand']);
}

/**
 * Uncommitted stock (spec 1 §3): on hand minus what open orders have committed, in each product's stock unit, for the
 * products of `productKeys` that exist. The one place this rule is read.
 */
export async function uncommittedStockOf(
  db: Kysely<DB>,
  productKeys: readonly number[],
): Promise<Map<number, Decimal>> {
  const keys = [...new Set(productKeys)];
  if (keys.length === 0) return new Map();
  const rows = await uncommittedStockQuery(db, keys).execute();
  // A sum has no declared column type: a number on SQLite, decimal text on PostgreSQL; null without open lines.
  return new Map(rows.map((r) => [r.product_key, toDecimal(r.on_hand).minus(r.committed ?? 0)]));
}
