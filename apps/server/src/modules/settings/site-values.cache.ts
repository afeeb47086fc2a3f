import type { Db } from '../../db/database';
import { deepFreeze } from '../../platform/cache/deep-freeze';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import type { SiteValues } from './settings.defaults';
import { readSiteValues } from './settings.repository';

/**
 * readSiteValues behind a per-process cache tied to the settings version (writeSiteValue bumps it): the cart and
 * checkout read the site values on every call, and they change a few times a year. The values are shared by every
 * request (frozen).
 */
export function createSiteValuesLoader() {
  const cache = new VersionedCache<SiteValues>(1);
  /** `db` reads them on a miss (a transaction's, inside one); `version`: the request's SETTINGS_CACHE version. */
  return function siteValuesOf(db: Db, version: number): Promise<SiteValues> {
    return cache.getOrCompute('site', version, async () => deepFreeze(await readSiteValues(db)));
  };
}

export type SiteValuesLoader = ReturnType<typeof createSiteValuesLoader>;
