import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** Products, categories, exclusions, units and images: what lists and product pages show. */
export const CATALOGUE_CACHE = 'catalogue';
/** Price rows of any kind. */
export const PRICES_CACHE = 'prices';
/** Administrator overrides of the menu (menu_overrides). */
export const MENU_CACHE = 'menu';
/** The site settings (site_settings): what the cart and checkout read on every call. */
export const SETTINGS_CACHE = 'settings';

/** Orders changed in place rather than added (an ERP import of order history): history's kept searches. */
export const HISTORY_CACHE = 'history';
/** A/R items changed in place rather than added (an ERP import of open items): the account detail answers. */
export const LEDGER_CACHE = 'ledger';

export const CACHE_NAMES = [
  CATALOGUE_CACHE,
  PRICES_CACHE,
  MENU_CACHE,
  SETTINGS_CACHE,
  HISTORY_CACHE,
  LEDGER_CACHE,
] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

/** The versions a request works with; a name nothing has bumped yet is at 1. */
export type CacheVersions = (name: CacheName) => number;

/**
 * Marks every cache named `name` stale in every process. Call it in the same
 * transaction as the change, so no process caches the old data under the new version.
 */
export async function bumpCacheVersion(db: Kysely<DB>, name: CacheName): Promise<void> {
  await db
    .insertInto('cache_versions')
    .values({ name, version: 2 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ version: eb('cache_versions.version', '+', 1) })))
    .execute();
}

/** Every cache's version in one read (a handful of rows). */
export async function readCacheVersions(db: Kysely<DB>): Promise<CacheVersions> {
  const rows = await db.selectFrom('cache_versions').select(['name', 'version']).execute();
  const versions = new Map(rows.map((r) => [r.name, r.version]));
  return (name) => versions.get(name) ?? 1;
}

const columnOf = (name: CacheName) => `cache_version_${name}` as const;

/**
 * Adds every cache's version to a query as columns of its own (a scalar subquery
 * each), so a request's first query (its session) brings them along: one round trip
 * fewer on every signed-in call, which is what PostgreSQL pays for most.
 */
export function withCacheVersions<QB extends SelectQueryBuilder<DB, never, object>>(query: QB): QB {
  let q = query;
  for (const name of CACHE_NAMES) {
    q = q.select(
      sql<number | null>`(select version from cache_versions where name = ${name})`.as(columnOf(name)),
    ) as unknown as QB;
  }
  return q;
}

/** The versions `withCacheVersions` added to a row. */
export function cacheVersionsOfRow(row: object): CacheVersions {
  const values = row as Record<string, number | null | undefined>;
  return (name) => values[columnOf(name)] ?? 1;
}
