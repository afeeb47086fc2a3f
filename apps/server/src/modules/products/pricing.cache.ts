import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import { pricesInForce } from './pricing.repository';
import { type ResolvedPrice, winningPrices } from './pricing.service';

/** Audiences (customer, price level and date) with prices kept, and products kept for each. */
const CACHED_AUDIENCES = 256;
const PRODUCTS_PER_AUDIENCE = 20_000;

export interface PriceWho {
  customerId: number | null;
  priceLevel: number | null;
}

/** One product's winning prices by unit. */
export type ProductPrices = ReadonlyMap<string, ResolvedPrice>;

/**
 * The winning prices behind a per-process cache tied to the prices version: every
 * price write bumps it (bumpCacheVersion(db, PRICES_CACHE), in the same transaction),
 * so no process answers an old price after a change. The date is part of the key,
 * so effective dates take over at midnight by themselves.
 */
export function createPriceLoader(db: Kysely<DB>) {
  const audiences = new VersionedCache<Map<number, ProductPrices>>(CACHED_AUDIENCES);
  /**
   * Each product's winning prices by unit (an empty map when it has none). The maps
   * are the cached objects themselves, the same object for as long as the entry
   * lives, so callers may memoise by them. `version`: the request's PRICES_CACHE version.
   */
  return async function winningPricesOf(
    productKeys: readonly number[],
    who: PriceWho,
    date: string,
    version: number,
  ): Promise<Map<number, ProductPrices>> {
    const audienceKey = `${who.customerId}|${who.priceLevel}|${date}`;
    let cache = audiences.get(audienceKey, version);
    if (!cache) {
      cache = new Map();
      audiences.set(audienceKey, version, cache);
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
    for (const [key, price] of winningPrices(await pricesInForce(db, missing, who, date))) {
      const split = key.indexOf(':');
      byProduct.get(Number(key.slice(0, split)))?.set(key.slice(split + 1), price);
    }
    if (cache.size + byProduct.size > PRODUCTS_PER_AUDIENCE) cache.clear();
    for (const [productKey, prices] of byProduct) {
      cache.set(productKey, prices);
      result.set(productKey, prices);
    }
    return result;
  };
}

export type PriceLoader = ReturnType<typeof createPriceLoader>;
