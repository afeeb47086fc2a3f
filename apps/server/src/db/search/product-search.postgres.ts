import { sql } from 'kysely';
import { containsPattern } from '../like-pattern';
import { keysMatching, type ProductSearch } from './product-search';

/**
 * PostgreSQL: one ILIKE per word on products.search_text; the GIN trigram index
 * (pg_trgm) answers each word of 3+ characters, and the planner ANDs the bitmaps.
 */
export const postgresProductSearch: ProductSearch = {
  matches(words) {
    const parts = words.map((word) => sql`p.search_text ilike ${containsPattern(word)}`);
    return sql`(${sql.join(parts, sql` and `)})`;
  },
  matchingKeys(db, words) {
    return keysMatching(db, this.matches(words));
  },
};
