import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Products, categories, exclusions, units and images: what lists and product pages show. */
export const CATALOGUE_CACHE = 'catalogue';
/** Price rows of any kind. */
export const PRICES_CACHE = 'prices';

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

/** One primary-key read; 1 when nothing has bumped the name yet. */
export async function readCacheVersion(db: Kysely<DB>, name: string): Promise<number> {
  const row = await db.selectFrom('cache_versions').select('version').where('name', '=', name).executeTakeFirst();
  return row?.version ?? 1;
}
