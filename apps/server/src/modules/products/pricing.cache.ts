import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { PRICES_CACHE, readCacheVersion } from '../../platform/cache/cache-versions.repository';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import { pricesInForce } from './pricing.repository';
import { type ResolvedPrice, winningPrices } from './pricing.service';

/** One entry per customer (or price level) and product: the winning price of each of its units. */
const CACHED_ENTRIES = 50_000;

export interface PriceWho {
  customerId: number | null;
  priceLevel: number | null;
}

/**
 * The winning prices behind a per-process cache tied to the prices version: every
 * price write bumps it (bumpCacheVersion(db, PRICES_CACHE), in the same transaction),
 * so no process answers an old price after a change. The date is part of the key,
 * so effective dates take over at midnight by themselves.
 */
export function createPriceLoader(db: Kysely<DB>) {
  const cache = new VersionedCache<Map<string, ResolvedPrice>>(CACHED_ENTRIES);
  return async function winningPricesOf(productKeys: readonly number[], who: PriceWho, date: string): Promise<Map<string, ResolvedPrice>> {
    const version = await readCacheVersion(db, PRICES_CACHE);
    const entryKey = (productKey: number) => `${who.customerId}|${who.priceLevel}|${date}|${productKey}`;
    const result = new Map<string, ResolvedPrice>();
    const missing: number[] = [];
    for (const key of productKeys) {
      const hit = cache.get(entryKey(key), version);
      if (!hit) {
        missing.push(key);
        continue;
      }
      for (const [k, v] of hit) result.set(k, v);
    }
    if (missing.length === 0) return result;
    const fresh = winningPrices(await pricesInForce(db, missing, who, date));
    const byProduct = new Map<number, Map<string, ResolvedPrice>>(missing.map((k) => [k, new Map()]));
    for (const [k, v] of fresh) {
      result.set(k, v);
      byProduct.get(Number(k.slice(0, k.indexOf(':'))))?.set(k, v);
    }
    for (const [productKey, prices] of byProduct) cache.set(entryKey(productKey), version, prices);
    return result;
  };
}

export type PriceLoader = ReturnType<typeof createPriceLoader>;
