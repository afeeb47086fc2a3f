import type { RawBuilder, SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';
import { postgresProductSearch } from './product-search.postgres';
import { sqliteProductSearch } from './product-search.sqlite';

/**
 * Full-text matching of products, as each dialect's index does it best. The
 * predicate refers to the products table as `p`; every word must match somewhere
 * in products.search_text (code, description, brand, additional values).
 */
export interface ProductSearch {
  matches(words: readonly string[]): RawBuilder<SqlBool>;
}

/** Chosen once at start-up from the connection's dialect; services never branch on it. */
export function createProductSearch(dialect: Dialect): ProductSearch {
  return dialect === 'postgres' ? postgresProductSearch : sqliteProductSearch;
}
