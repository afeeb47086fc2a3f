import type { FastifyRequest } from 'fastify';
import type { CacheVersions } from '../../platform/cache/cache-versions.repository';
import { primedCacheVersions } from '../../platform/cache/request-versions';
import type { AppContext } from '../../platform/context';
import { isoDateOf } from '../../platform/time/iso-date';
import { createProductUnitsLoader, type ProductUnitsLoader } from '../catalogue/product-units.cache';
import { createProductFactsLoader, type ProductFactsLoader } from '../catalogue/product-facts.cache';
import { createSiteValuesLoader, type SiteValuesLoader } from '../settings/site-values.cache';
import { createPriceLoader, type PriceLoader } from './pricing.cache';

/**
 * One app's per-process caches of what pricing a cart reads: product units, the products' facts for the customer,
 * winning prices and the site values.
 */
export interface SharedLoaders {
  unitsOf: ProductUnitsLoader;
  factsOf: ProductFactsLoader;
  winningPricesOf: PriceLoader;
  siteValuesOf: SiteValuesLoader;
}

/** The shared loaders with the versions of the request that reads through them. */
export interface CachedReads extends SharedLoaders {
  versions: CacheVersions;
}

const byApp = new WeakMap<AppContext, SharedLoaders>();

/**
 * The app's loaders, made once: the price call (POST /api/product/price), the cart and checkout read through the same
 * caches, so the prices a buyer's page asked for are the ones its adds and its order find kept.
 */
export function sharedLoadersOf(ctx: AppContext): SharedLoaders {
  let loaders = byApp.get(ctx);
  if (!loaders) {
    loaders = {
      unitsOf: createProductUnitsLoader(),
      factsOf: createProductFactsLoader(),
      winningPricesOf: createPriceLoader(() => isoDateOf(ctx.now())),
      siteValuesOf: createSiteValuesLoader(),
    };
    byApp.set(ctx, loaders);
  }
  return loaders;
}

/** A signed-in request's cached reads; null when its session brought no cache versions (it then reads the database). */
export function cachedReadsOf(request: FastifyRequest): CachedReads | null {
  const versions = primedCacheVersions(request);
  return versions ? { versions, ...sharedLoadersOf(request.server.ctx) } : null;
}
