import type { Db } from '../../db/database';
import { deepFreeze } from '../../platform/cache/deep-freeze';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import { type ProductFacts, productFacts } from './product-facts.repository';

/** A product's facts for one customer, about 100 bytes: 50,000 cover the products many buyers keep ordering. */
const CACHED_FACTS = 50_000;

/**
 * productFacts (a product's list picture and whether its category is excluded for the customer) behind a per-process
 * cache tied to the catalogue version, per customer and product: every add, estimate and submit asks for the facts of
 * the cart's products. Pictures change by the image sync and the ERP import, which bump the catalogue version.
 * Exclusions are written only by the seed today (no screen or import changes them); whatever writes them must bump
 * the catalogue version too, as the test fixtures that add them do.
 */
export function createProductFactsLoader() {
  const cache = new VersionedCache<ProductFacts | null>(CACHED_FACTS);
  /** `db` reads what is missing (a transaction's, inside one); `version`: the request's CATALOGUE_CACHE version. */
  return async function factsOf(
    db: Db,
    productKeys: readonly number[],
    customerId: number | null,
    version: number,
  ): Promise<Map<number, ProductFacts>> {
    const result = new Map<number, ProductFacts>();
    const missing: number[] = [];
    const keyOf = (productKey: number) => `${customerId ?? ''}:${productKey}`;
    for (const key of new Set(productKeys)) {
      const hit = cache.get(keyOf(key), version);
      if (hit === undefined) missing.push(key);
      else if (hit) result.set(key, hit);
    }
    const loaded = await productFacts(db, missing, customerId);
    for (const key of missing) {
      const facts = deepFreeze(loaded.get(key) ?? null);
      cache.set(keyOf(key), version, facts);
      if (facts) result.set(key, facts);
    }
    return result;
  };
}

export type ProductFactsLoader = ReturnType<typeof createProductFactsLoader>;
