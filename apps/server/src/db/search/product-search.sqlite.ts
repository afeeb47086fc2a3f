import { sql } from 'kysely';
import { containsPattern } from '../like-pattern';
import { isIndexedWord, keysMatching, type ProductSearch } from './product-search';

const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * SQLite: words of 3+ characters go to the products_fts trigram index in one MATCH
 * (substring matches in any order); shorter words are checked with LIKE, which
 * SQLite applies only to the rows the index has already narrowed down.
 */
export const sqliteProductSearch: ProductSearch = {
  matches(words) {
    const long = words.filter(isIndexedWord);
    const short = words.filter((w) => !isIndexedWord(w));
    const parts = [];
    if (long.length > 0) {
      const query = long.map(phrase).join(' AND ');
      parts.push(sql`p.product_key in (select rowid from products_fts where products_fts match ${query})`);
    }
    for (const word of short) parts.push(sql`p.search_text like ${containsPattern(word)} escape '\\'`);
    return sql`(${sql.join(parts, sql` and `)})`;
  },
  async matchingKeys(db, words) {
    // Only words the trigram index answers: its rowids are the product keys, no table read needed.
    if (words.every(isIndexedWord)) {
      const query = words.map(phrase).join(' AND ');
      const rows = await sql<{
        product_key: number;
      }>`select rowid as product_key from products_fts where products_fts match ${query}`.execute(db);
      return rows.rows.map((r) => r.product_key);
    }
    return keysMatching(db, this.matches(words));
  },
};
