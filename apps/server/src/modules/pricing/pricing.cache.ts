import type { Db } from '../../db/database';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import { type PriceWho, pricesFor } from './prices-for.service';
import type { ResolvedPrice } from './winning-price.rules';

/** Audiences (customer and price level, today) with prices kept, and products kept for each. */
const CACHED_AUDIENCES = 256;
const PRODUCTS_PER_AUDIENCE = 20_000;
/**
 * Another date than today is the caller's choice: a few such audiences with a few
 * products each, so that date after date cannot grow the heap (9,920 calls with
 * different dates once took 3.1 GB).
 */
const CACHED_OTHER_DATES = 16;
const PRODUCTS_PER_OTHER_DATE = 1_000;

/** One product's winning prices by unit. */
export type ProductPrices = ReadonlyMap<string, ResolvedPrice>;

/**
 * The winning prices behind a per-process cache tied to the prices version: every
 * price write bumps it (bumpCacheVersion(db, PRICES_CACHE), in the same transaction),
 * so no process answers an old price after a change. The date is part of the key,
 * so effective dates take over at midnight by themselves.
 */
export function createPriceLoader(today: () => string) {
  const audiences = new VersionedCache<Map<number, ProductPrices>>(CACHED_AUDIENCES);
  const otherDates = new VersionedCache<Map<number, ProductPrices>>(CACHED_OTHER_DATES);
  /**
   * Each product's winning prices by unit (an empty map when it has none). The maps
   * are the cached objects themselves, the same object for as long as the entry
   * lives, so callers may memoise by them. `db` reads what is missing (a transaction's, inside one); `version`: the
   * request's PRICES_CACHE version.
   */
  return async function winningPricesOf(
    db: Db,
    productKeys: readonly number[],
    who: PriceWho,
    date: string,
    version: number,
  ): Promise<Map<number, ProductPrices>> {
    const audienceKey = `${who.customerId}|${who.priceLevel}|${date}`;
    const isToday = date === today();
    const kept = isToday ? audiences : otherDates;
    const ceiling = isToday ? PRODUCTS_PER_AUDIENCE : PRODUCTS_PER_OTHER_DATE;
    let cache = kept.get(audienceKey, version);
    if (!cache) {
      cache = new Map();
      kept.set(audienceKey, version, cache);
    }
    const result = new Map<number, ProductPrices>();
    const missing: number[] = [];
    for (const key of productKeys) {
      const hit = cache.get(key);
      if (hit) result.set(key, hit);
      else missing.push(key);
    }
    if (missing.length === 0) return result;
    const byProduct = new Map<number, Map<string, ResolvedPrice>>(missing.map((k) => [k, new Map()]));
    for (const [key, price] of await pricesFor(db, missing, who, date)) {
      const split = key.indexOf(':');
      byProduct.get(Number(key.slice(0, split)))?.set(key.slice(split + 1), price);
    }
    if (cache.size + byProduct.size > ceiling) cache.clear();
    for (const [productKey, prices] of byProduct) {
      if (cache.size < ceiling) cache.set(productKey, prices);
      result.set(productKey, prices);
    }
    return result;
  };
}

export type PriceLoader = ReturnType<typeof createPriceLoader>;
