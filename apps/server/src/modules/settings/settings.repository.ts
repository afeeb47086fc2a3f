import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { bumpCacheVersion, SETTINGS_CACHE } from '../../platform/cache/cache-versions.repository';
import { SITE_DEFAULTS, type SiteKey, type SiteValues } from './settings.defaults';

/** All site values: stored ones over the defaults. */
export async function readSiteValues(db: Kysely<DB>): Promise<SiteValues> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const values: Record<string, unknown> = { ...SITE_DEFAULTS };
  for (const row of rows) {
    if (row.key in SITE_DEFAULTS) values[row.key] = JSON.parse(row.value);
  }
  return values as SiteValues;
}

/** Stores one site value and marks every process's cached site values stale (call it in the change's transaction). */
export async function writeSiteValue<K extends SiteKey>(db: Kysely<DB>, key: K, value: SiteValues[K]): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('site_settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
  await bumpCacheVersion(db, SETTINGS_CACHE);
}
