import type { PageSort } from '@storefront/domain';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { ProductSearch } from '../../db/search/product-search';
import { listedProduct } from './listed-product.repository';

export interface ListFilter {
  mainCategory?: string;
  category?: string;
  words: readonly string[];
  /** Only the products of this order guide (read live: guides are not part of the catalogue version). */
  guideId?: number;
}

/**
 * Each sort's columns, ending in a unique one so the order is total and keyset
 * pages never skip or repeat a product. Each has an index in that column order.
 */
export const SORT_COLUMNS = {
  Description: ['description', 'product_key'],
  Sequence: ['sequence', 'product_key'],
  ProductCode: ['product_code'],
  Brand: ['brand', 'description', 'product_key'],
} as const satisfies Record<PageSort, readonly string[]>;

export type SortValue = string | number;

function listable(db: Kysely<DB>, f: ListFilter, search: ProductSearch) {
  let q = db.selectFrom('products as p').where(listedProduct);
  if (f.mainCategory) q = q.where('p.main_category_code', '=', f.mainCategory);
  if (f.category) q = q.where('p.category_code', '=', f.category);
  if (f.words.length > 0) q = q.where(search.matches(f.words));
  if (f.guideId !== undefined) {
    q = q.where(
      'p.product_key',
      'in',
      db.selectFrom('order_guide_products').select('product_key').where('guide_id', '=', f.guideId),
    );
  }
  return q.select('p.product_key');
}

function inOrder<Q extends { orderBy(ref: `p.${string}`): Q }>(q: Q, sort: PageSort): Q {
  let ordered = q;
  for (const column of SORT_COLUMNS[sort]) ordered = ordered.orderBy(`p.${column}`);
  return ordered;
}

/** Every listed product key in list order: one pass over the sort's index. */
export async function listedKeys(
  db: Kysely<DB>,
  f: ListFilter,
  sort: PageSort,
  search: ProductSearch,
): Promise<number[]> {
  const rows = await inOrder(listable(db, f, search), sort).execute();
  return rows.map((r) => r.product_key);
}

/** The next `limit` keys after a position (the sort values of the last product seen): an index seek at any depth. */
export async function listedKeysAfter(
  db: Kysely<DB>,
  f: ListFilter,
  sort: PageSort,
  after: readonly SortValue[],
  limit: number,
  search: ProductSearch,
): Promise<number[]> {
  const columns = SORT_COLUMNS[sort].map((c) => sql.ref(`p.${c}`));
  const rows = await inOrder(listable(db, f, search), sort)
    .where(sql<SqlBool>`(${sql.join(columns)}) > (${sql.join(after)})`)
    .limit(limit)
    .execute();
  return rows.map((r) => r.product_key);
}
