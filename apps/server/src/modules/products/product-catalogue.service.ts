import { DEFAULT_PAGE_SIZE, type Product, type ProductListQuery, type ProductListResponse } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import { badRequest } from '../../platform/http/http-error';
import { excludedCategoryCodes } from '../categories/categories.repository';
import { findGuideKeys } from '../order-guides/order-guides.repository';
import { cursorAfter, readCursor } from './list-cursor';
import { inListOrder, intersectKeys } from './list-ranks';
import { type ListFilter, listedKeys, listedKeysAfter } from './product-list.repository';
import { toProduct } from './product.mapper';
import { productRowsByKeys } from './product.repository';
import type { ProductSearch } from './product-search';
import { loadProductUnits } from './product-units.repository';
import { isIndexedWord, searchWords } from './search-words';

export interface CatalogueDeps {
  db: Kysely<DB>;
  search: ProductSearch;
}

/**
 * The caches belong to one catalogue version (cache_versions, read per request), so
 * every process drops them the moment anyone changes the catalogue.
 * Ordered key lists per filter and sort: the first
 * call for a filter pays one index pass, and from then on page 1,000 costs what
 * page 1 costs (a slice and a primary-key fetch). 32 lists of 100,000 keys stay
 * well under 30 MB.
 */
const ORDERED_LISTS = 32;
/** Products as every customer sees them (before exclusions): about 2 KB each. */
const CACHED_PRODUCTS = 10_000;
/** One small set of category codes per customer. */
const CACHED_EXCLUSIONS = 5_000;
/** The products each searched word matches: searches share words ('chicken', then 'chicken breast'). */
const CACHED_WORDS = 500;

/** Spec 1 §2 og: guides belong to a trade customer, so there must be one to look the name up in. */
const GUIDE_NEEDS_CUSTOMER = 'Filtering by order guide needs a customer: sign in as a customer, or select one first.';

/** What an order guide filter narrows the list to, read per request. */
interface GuideFilter {
  /** null: the customer has no guide of that name. */
  guideId: number | null;
  keys: ReadonlySet<number>;
}

export function createProductCatalogue({ db, search }: CatalogueDeps) {
  const orderedLists = new VersionedCache<number[]>(ORDERED_LISTS);
  const products = new VersionedCache<Product>(CACHED_PRODUCTS);
  // Exclusions change with the catalogue version too, and every list page needs the customer's.
  const exclusions = new VersionedCache<Set<string>>(CACHED_EXCLUSIONS);
  const wordMatches = new VersionedCache<number[]>(CACHED_WORDS);

  function exclusionsOf(customerId: number | null, version: number): Promise<Set<string>> {
    return exclusions.getOrCompute(String(customerId), version, () => excludedCategoryCodes(db, customerId));
  }

  /** Keys of the products matching every word (any state, any order), from the index. */
  async function matchingKeys(words: readonly string[], version: number): Promise<number[]> {
    // A short word has no index of its own: then the database narrows by all the words at once.
    if (!words.every(isIndexedWord)) return search.matchingKeys(db, words);
    const lists = await Promise.all(words.map((word) => wordMatches.getOrCompute(word, version, () => search.matchingKeys(db, [word]))));
    return intersectKeys(lists);
  }

  function orderedKeys(filter: ListFilter, sort: ProductListQuery['sort'], version: number): Promise<number[]> {
    const key = JSON.stringify([filter.mainCategory ?? '', filter.category ?? '', filter.words, sort]);
    return orderedLists.getOrCompute(key, version, async () => {
      if (filter.words.length === 0) return listedKeys(db, filter, sort, search);
      // A search narrows the list without it: the index finds the matches, which take their places
      // in the cached order (and its active, visible and category rules), with no sort in SQL.
      const [unsearched, matching] = await Promise.all([orderedKeys({ ...filter, words: [] }, sort, version), matchingKeys(filter.words, version)]);
      return inListOrder(unsearched, matching);
    });
  }

  /**
   * The acting customer's guide of this name. Guides change apart from the catalogue, so
   * their contents are read per request and never cached under the catalogue version.
   * A name the customer has no guide of (another customer's included) lists nothing.
   */
  async function guideFilterOf(name: string, customerId: number | null): Promise<GuideFilter> {
    if (customerId === null) throw badRequest(GUIDE_NEEDS_CUSTOMER);
    const guide = await findGuideKeys(db, customerId, name);
    return guide ? { guideId: guide.guideId, keys: new Set(guide.productKeys) } : { guideId: null, keys: new Set() };
  }

  /** Listed products in the order of `keys`, for this customer; keys of unlisted products are skipped. */
  async function productsByKeys(keys: readonly number[], customerId: number | null, version: number): Promise<Product[]> {
    if (keys.length === 0) return [];
    const found = new Map<number, Product>();
    const missing: number[] = [];
    for (const key of keys) {
      const hit = products.get(String(key), version);
      if (hit) found.set(key, hit);
      else missing.push(key);
    }
    const [rows, units, excluded] = await Promise.all([productRowsByKeys(db, missing), loadProductUnits(db, missing), exclusionsOf(customerId, version)]);
    const noExclusions = new Set<string>();
    for (const row of rows) {
      const product = toProduct(row, units.get(row.product_key), noExclusions);
      products.set(String(row.product_key), version, product);
      found.set(row.product_key, product);
    }
    return keys.flatMap((k) => {
      const product = found.get(k);
      return product ? [{ ...product, isExcluded: excluded.has(product.productCategoryCode) }] : [];
    });
  }

  async function list(query: ProductListQuery, customerId: number | null, version: number): Promise<ProductListResponse> {
    const filter: ListFilter = { mainCategory: query.mc || undefined, category: query.c || undefined, words: searchWords(query.s) };
    const sort = query.sort;
    const paged = query.page !== undefined || query.pageSize !== undefined || query.cursor !== undefined;
    const [guide, ordered] = await Promise.all([query.og ? guideFilterOf(query.og, customerId) : null, orderedKeys(filter, sort, version)]);
    // A guide is small: narrowing the cached order per request costs one pass and keeps the cache guide-free.
    const all = guide ? ordered.filter((key) => guide.keys.has(key)) : ordered;
    if (!paged) {
      const page = await productsByKeys(all, customerId, version);
      return { products: page, total: all.length, page: 1, pageSize: all.length, nextCursor: null };
    }

    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    if (query.cursor !== undefined) {
      const after = readCursor(query.cursor, sort);
      // The index seek, narrowed to the guide in SQL when there is one (an unknown guide lists nothing).
      const keys =
        guide?.guideId === null
          ? []
          : await listedKeysAfter(db, guide ? { ...filter, guideId: guide.guideId } : filter, sort, after, pageSize + 1, search);
      const page = await productsByKeys(keys.slice(0, pageSize), customerId, version);
      const last = page.at(-1);
      return { products: page, total: all.length, page: null, pageSize, nextCursor: keys.length > pageSize && last ? cursorAfter(sort, last) : null };
    }
    const page = query.page ?? 1;
    const start = (page - 1) * pageSize;
    const found = await productsByKeys(all.slice(start, start + pageSize), customerId, version);
    const last = found.at(-1);
    return { products: found, total: all.length, page, pageSize, nextCursor: start + pageSize < all.length && last ? cursorAfter(sort, last) : null };
  }

  async function product(productKey: number, customerId: number | null, version: number): Promise<Product | null> {
    const [found] = await productsByKeys([productKey], customerId, version);
    return found ?? null;
  }

  return { list, product, exclusionsOf };
}

export type ProductCatalogue = ReturnType<typeof createProductCatalogue>;
