import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { DB } from '../schema';

/**
 * Full-text matching of products, as each dialect's index does it best. The
 * predicate refers to the products table as `p`; every word must match somewhere
 * in products.search_text (code, description, brand, additional values).
 * The strategy is chosen once, in openDatabase, and reaches services through AppContext.
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

/** Words this long have an index of their own (trigrams: FTS5 trigram, pg_trgm); shorter ones are checked with LIKE. */
export const INDEXED_WORD_LENGTH = 3;

export const isIndexedWord = (word: string) => [...word].length >= INDEXED_WORD_LENGTH;

/** Keys of the products `matches` accepts: the generic way, through the products table. */
export async function keysMatching(db: Kysely<DB>, condition: RawBuilder<SqlBool>): Promise<number[]> {
  const rows = await db.selectFrom('products as p').select('p.product_key').where(condition).execute();
  return rows.map((r) => r.product_key);
}
