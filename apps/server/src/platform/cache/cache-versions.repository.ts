import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Products, categories, exclusions, units and images: what lists and product pages show. */
export const CATALOGUE_CACHE = 'catalogue';
/** Price rows of any kind. */
export const PRICES_CACHE = 'prices';
/** Administrator overrides of the menu (menu_overrides). */
export const MENU_CACHE = 'menu';

/**
 * Marks every cache named `name` stale in every process. Call it in the same
 * transaction as the change, so no process caches the old data under the new version.
 */
export async function bumpCacheVersion(db: Kysely<DB>, name: string): Promise<void> {
  await db
    .insertInto('cache_versions')
    .values({ name, version: 2 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ version: eb('cache_versions.version', '+', 1) })))
    .execute();
}

/** Every cache's version in one read (a handful of rows); a name nothing has bumped yet is at 1. */
export async function readCacheVersions(db: Kysely<DB>): Promise<(name: string) => number> {
  const rows = await db.selectFrom('cache_versions').select(['name', 'version']).execute();
  const versions = new Map(rows.map((r) => [r.name, r.version]));
  return (name) => versions.get(name) ?? 1;
}
