import type { Db } from '../../db/database';
import { deepFreeze } from '../../platform/cache/deep-freeze';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import { loadProductUnits, type ProductWithUnits } from './product-units.repository';

/** Unit data of about 2 KB a product: 20,000 cover what pages and carts keep asking for. */
const CACHED_PRODUCTS = 20_000;

/**
 * loadProductUnits behind a per-process cache tied to the catalogue version: a price
 * batch of 100 products then costs no query at all once its products are known. The
 * products it answers are shared by every request (frozen: a caller cannot change one).
 */
export function createProductUnitsLoader() {
  const cache = new VersionedCache<ProductWithUnits | null, number>(CACHED_PRODUCTS);
  /**
   * `db` reads what is missing (a transaction's, inside one); `version`: the request's CATALOGUE_CACHE version.
   */
  return async function unitsOf(
    db: Db,
    productKeys: readonly number[],
    version: number,
  ): Promise<Map<number, ProductWithUnits>> {
    const result = new Map<number, ProductWithUnits>();
    const missing: number[] = [];
    for (const key of new Set(productKeys)) {
      const hit = cache.get(key, version);
      if (hit === undefined) missing.push(key);
      else if (hit) result.set(key, hit);
    }
    const loaded = await loadProductUnits(db, missing);
    for (const key of missing) {
      const product = deepFreeze(loaded.get(key) ?? null);
      // Unknown keys are remembered too, so a page asking for them again costs nothing.
      cache.set(key, version, product);
      if (product) result.set(key, product);
    }
    return result;
  };
}

export type ProductUnitsLoader = ReturnType<typeof createProductUnitsLoader>;
