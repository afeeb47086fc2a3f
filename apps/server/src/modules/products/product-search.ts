import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';
import type { DB } from '../../db/schema';
import { postgresProductSearch } from './product-search.postgres';
import { sqliteProductSearch } from './product-search.sqlite';

/**
 * Full-text matching of products, as each dialect's index does it best. The
 * predicate refers to the products table as `p`; every word must match somewhere
 * in products.search_text (code, description, brand, additional values).
 */
export interface ProductSearch {
  matches(words: readonly string[]): RawBuilder<SqlBool>;
  /**
   * The keys of every product whose search text matches all the words, in no order
   * and whatever its state (active, hidden): the caller orders and narrows them
   * through its cached list, which is cheaper than sorting matches in SQL.
   */
  matchingKeys(db: Kysely<DB>, words: readonly string[]): Promise<number[]>;
}

/** Keys of the products `matches` accepts: the generic way, through the products table. */
export async function keysMatching(db: Kysely<DB>, condition: RawBuilder<SqlBool>): Promise<number[]> {
  const rows = await db.selectFrom('products as p').select('p.product_key').where(condition).execute();
  return rows.map((r) => r.product_key);
}

/** Chosen once at start-up from the connection's dialect; services never branch on it. */
export function createProductSearch(dialect: Dialect): ProductSearch {
  return dialect === 'postgres' ? postgresProductSearch : sqliteProductSearch;
}
