import { isIndexedWord } from '../../db/search/product-search';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import type { AppContext } from '../../platform/context';
import { inListOrder, intersectKeys } from './list-ranks';

/** The products each searched word matches: searches share words ('chicken', then 'chicken breast'). */
const CACHED_WORDS = 500;
/** ...and at most this many bytes of them (8 per key): a common word matches tens of thousands of products. */
const CACHED_WORD_BYTES = 32 * 1024 * 1024;

/**
 * Searching the catalogue: the dialect's index finds the products matching a search
 * box's words, and they take their places in an already ordered (and cached) list, with
 * no sort in SQL. Each word's matches are kept for one catalogue version.
 */
export function createProductSearchService({ db, search }: Pick<AppContext, 'db' | 'search'>) {
  const wordMatches = new VersionedCache<number[]>(CACHED_WORDS, {
    weigh: (keys) => keys.length * 8,
    maxWeight: CACHED_WORD_BYTES,
  });

  /** Keys of the products matching every word (any state, any order), from the index. */
  async function matchingKeys(words: readonly string[], version: number): Promise<number[]> {
    // A short word has no index of its own: then the database narrows by all the words at once.
    if (!words.every(isIndexedWord)) return search.matchingKeys(db, words);
    const lists = await Promise.all(
      words.map((word) => wordMatches.getOrCompute(word, version, () => search.matchingKeys(db, [word]))),
    );
    return intersectKeys(lists);
  }

  /** The keys of `ordered` whose products match every word, in the order of `ordered`. */
  async function searchWithin(
    ordered: Promise<readonly number[]>,
    words: readonly string[],
    version: number,
  ): Promise<number[]> {
    const [list, matching] = await Promise.all([ordered, matchingKeys(words, version)]);
    return inListOrder(list, matching);
  }

  return { searchWithin };
}
