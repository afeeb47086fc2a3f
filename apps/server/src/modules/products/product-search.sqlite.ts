import { sql } from 'kysely';
import type { ProductSearch } from './product-search';
import { containsPattern } from './search-words';

// The trigram tokenizer matches substrings of three characters or more.
const TRIGRAM = 3;

const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * SQLite: words of 3+ characters go to the products_fts trigram index in one MATCH
 * (substring matches in any order); shorter words are checked with LIKE, which
 * SQLite applies only to the rows the index has already narrowed down.
 */
export const sqliteProductSearch: ProductSearch = {
  matches(words) {
    const long = words.filter((w) => [...w].length >= TRIGRAM);
    const short = words.filter((w) => [...w].length < TRIGRAM);
    const parts = [];
    if (long.length > 0) {
      const query = long.map(phrase).join(' AND ');
      parts.push(sql`p.product_key in (select rowid from products_fts where products_fts match ${query})`);
    }
    for (const word of short) parts.push(sql`p.search_text like ${containsPattern(word)} escape '\\'`);
    return sql`(${sql.join(parts, sql` and `)})`;
  },
};
