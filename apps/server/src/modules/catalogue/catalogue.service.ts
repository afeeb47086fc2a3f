import {
  DEFAULT_PAGE_SIZE,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
  ProductListResponse as ProductListSchema,
  type ProductUnitsResponse,
  type PushProductKey,
} from '@storefront/contract';
import { PRODUCT_UNAVAILABLE } from '@storefront/domain';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import type { AppContext } from '../../platform/context';
import { compileSerializer } from '../../platform/http/fast-serializer';
import { badRequest, notFound } from '../../platform/http/http-error';
import { Precompressed } from '../../platform/http/precompressed';
import { excludedCategoryCodes } from '../categories/categories.repository';
import type { GuideOwner } from '../../platform/auth/guide-owner';
import { createProductSearchService } from '../search/search.service';
import { searchWords } from '../search/search-words';
import { cursorAfter, readCursor } from './list-cursor';
import { type ListFilter, listedKeys, listedKeysAfter } from './product-list.repository';
import { toProduct } from './product.mapper';
import { allUnitsOf, productRowsByKeys, pushProductRows } from './product.repository';
import { loadProductUnits } from './product-units.repository';

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
/** Serialised pages of the list (about 50 KB each, with their br and gzip forms once asked for), kept for one catalogue version. */
const CACHED_PAGES = 400;
/** Spec 1 §3: push products without a sequence sort last. */
const PUSH_FALLBACK_SEQUENCE = 9999;
/**
 * Products in an answer without page, pageSize or cursor. Quick Entry and the demo's
 * category filters ask for whole (small) lists; an anonymous caller must not make the
 * server build the whole catalogue (11.8 MB for 100,000 products) in one answer.
 */
export const MAX_UNPAGED_PRODUCTS = 500;

/** Spec 1 §2 og: guides belong to a trade customer, so there must be one to look the name up in. */
const GUIDE_NEEDS_CUSTOMER =
  'Filtering by order guide needs an account: sign in, and as a salesperson select a customer first.';

// The busiest answer of the catalogue: compiled once from its contract schema.
const serializeProductList = compileSerializer(ProductListSchema);

/** What an order guide filter narrows the list to, read per request. */
interface GuideFilter {
  /** null: the customer has no guide of that name. */
  guideId: number | null;
  keys: ReadonlySet<number>;
}

/** A list page as JSON: `kept` pages are shared (and their compressed forms with them); `fresh` ones were built for this request. */
export type ListPage = { kept: Precompressed } | { fresh: Buffer };

const isPaged = (query: ProductListQuery) =>
  query.page !== undefined || query.pageSize !== undefined || query.cursor !== undefined;

/** The product keys of the owner's guide of a name, or null (order-guides answers it; app.ts hands it in). */
export type GuideKeysOf = (
  owner: GuideOwner,
  name: string,
) => Promise<{ guideId: number; productKeys: number[] } | null>;

export function createCatalogueService(ctx: AppContext, guideKeysOf: GuideKeysOf) {
  const { db, search } = ctx;
  const matcher = createProductSearchService(ctx);
  const orderedLists = new VersionedCache<number[]>(ORDERED_LISTS);
  const products = new VersionedCache<Product>(CACHED_PRODUCTS);
  // Exclusions change with the catalogue version too, and every list page needs the customer's.
  const exclusions = new VersionedCache<Set<string>>(CACHED_EXCLUSIONS);
  const listPages = new VersionedCache<Precompressed>(CACHED_PAGES);

  function exclusionsOf(customerId: number | null, version: number): Promise<Set<string>> {
    return exclusions.getOrCompute(String(customerId), version, () => excludedCategoryCodes(db, customerId));
  }

  function orderedKeys(filter: ListFilter, sort: ProductListQuery['sort'], version: number): Promise<number[]> {
    const key = JSON.stringify([filter.mainCategory ?? '', filter.category ?? '', filter.words, sort]);
    return orderedLists.getOrCompute(key, version, async () => {
      if (filter.words.length === 0) return listedKeys(db, filter, sort, search);
      // A search narrows the list without it, keeping the list's active, visible and category rules.
      return matcher.searchWithin(orderedKeys({ ...filter, words: [] }, sort, version), filter.words, version);
    });
  }

  /**
   * The owner's guide of this name (the acting customer's, or a consumer's own). Guides change
   * apart from the catalogue, so their contents are read per request and never cached under
   * the catalogue version. A name the owner has no guide of (another's included) lists nothing.
   */
  async function guideFilterOf(name: string, owner: GuideOwner | null): Promise<GuideFilter> {
    if (owner === null) throw badRequest(GUIDE_NEEDS_CUSTOMER);
    const guide = await guideKeysOf(owner, name);
    return guide ? { guideId: guide.guideId, keys: new Set(guide.productKeys) } : { guideId: null, keys: new Set() };
  }

  /** Listed products in the order of `keys`, for this customer; keys of unlisted products are skipped. */
  async function productsByKeys(
    keys: readonly number[],
    customerId: number | null,
    version: number,
  ): Promise<Product[]> {
    if (keys.length === 0) return [];
    const found = new Map<number, Product>();
    const missing: number[] = [];
    for (const key of keys) {
      const hit = products.get(String(key), version);
      if (hit) found.set(key, hit);
      else missing.push(key);
    }
    const [rows, units, excluded] = await Promise.all([
      productRowsByKeys(db, missing),
      loadProductUnits(db, missing),
      exclusionsOf(customerId, version),
    ]);
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

  async function list(
    query: ProductListQuery,
    customerId: number | null,
    version: number,
    owner: GuideOwner | null,
  ): Promise<ProductListResponse> {
    const filter: ListFilter = {
      mainCategory: query.mc || undefined,
      category: query.c || undefined,
      words: searchWords(query.s),
    };
    const sort = query.sort;
    const [guide, ordered] = await Promise.all([
      query.og ? guideFilterOf(query.og, owner) : null,
      orderedKeys(filter, sort, version),
    ]);
    // A guide is small: narrowing the cached order per request costs one pass and keeps the cache guide-free.
    const all = guide ? ordered.filter((key) => guide.keys.has(key)) : ordered;
    if (!isPaged(query)) {
      // The whole list only while it is small: beyond the cap it is the first page of that size, with a cursor to go on.
      const page = await productsByKeys(all.slice(0, MAX_UNPAGED_PRODUCTS), customerId, version);
      const last = page.at(-1);
      const more = all.length > MAX_UNPAGED_PRODUCTS && last;
      return {
        products: page,
        total: all.length,
        page: 1,
        pageSize: Math.min(all.length, MAX_UNPAGED_PRODUCTS),
        nextCursor: more ? cursorAfter(sort, last) : null,
      };
    }

    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    if (query.cursor !== undefined) {
      const after = readCursor(query.cursor, sort);
      // The index seek, narrowed to the guide in SQL when there is one (an unknown guide lists nothing).
      const keys =
        guide?.guideId === null
          ? []
          : await listedKeysAfter(
              db,
              guide ? { ...filter, guideId: guide.guideId } : filter,
              sort,
              after,
              pageSize + 1,
              search,
            );
      const page = await productsByKeys(keys.slice(0, pageSize), customerId, version);
      const last = page.at(-1);
      return {
        products: page,
        total: all.length,
        page: null,
        pageSize,
        nextCursor: keys.length > pageSize && last ? cursorAfter(sort, last) : null,
      };
    }
    const page = query.page ?? 1;
    const start = (page - 1) * pageSize;
    const found = await productsByKeys(all.slice(start, start + pageSize), customerId, version);
    const last = found.at(-1);
    return {
      products: found,
      total: all.length,
      page,
      pageSize,
      nextCursor: start + pageSize < all.length && last ? cursorAfter(sort, last) : null,
    };
  }

  /** GET /api/product/list as JSON. Order guide pages are built per request: the page cache belongs to the catalogue version alone. */
  async function listPage(
    query: ProductListQuery,
    customerId: number | null,
    version: number,
    owner: GuideOwner | null = null,
  ): Promise<ListPage> {
    const build = async () => Buffer.from(serializeProductList(await list(query, customerId, version, owner)));
    if (!isPaged(query) || query.og) return { fresh: await build() };
    // A page is the same text for every customer with the same exclusions (most have none).
    const excluded = [...(await exclusionsOf(customerId, version))].sort().join(',');
    return {
      kept: await listPages.getOrCompute(
        JSON.stringify([query, excluded]),
        version,
        async () => new Precompressed(await build()),
      ),
    };
  }

  /** GET /api/product/{productKey}: 404 with the spec's text for a product this customer cannot see. */
  async function product(productKey: number, customerId: number | null, version: number): Promise<Product> {
    const [found] = await productsByKeys([productKey], customerId, version);
    if (!found) throw notFound(PRODUCT_UNAVAILABLE);
    return found;
  }

  /** GET /api/product/{productKey}/units: every unit, including units that only convert. */
  async function unitsOf(productKey: number, version: number): Promise<ProductUnitsResponse> {
    const listed = await product(productKey, null, version);
    const units = await allUnitsOf(db, listed.productKey);
    return {
      productKey: listed.productKey,
      stockUnit: listed.stockUnit,
      pricingUM: listed.pricingUM,
      units: units.map((u) => ({
        unitOfMeasure: u.unit,
        stockConversion: Number(u.stock_conversion),
        priceDecimals: u.price_decimals,
        isSellBy: u.is_sell_by === 1,
        isPriceBy: u.is_price_by === 1,
        sellByMultiple: Number(u.sell_by_multiple),
      })),
    };
  }

  /** GET /api/product/pushProductKeys: promoted listed products by sequence. */
  async function pushProducts(): Promise<PushProductKey[]> {
    const rows = await pushProductRows(db);
    return rows
      .map((p) => ({ productKey: p.product_key, sequence: p.sequence ?? PUSH_FALLBACK_SEQUENCE }))
      .sort((a, b) => a.sequence - b.sequence || a.productKey - b.productKey);
  }

  return { listPage, product, unitsOf, pushProducts };
}
