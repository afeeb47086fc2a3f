import {
  EditableSiteSettings,
  type GlobalPageLayout,
  type GlobalPageSort,
  type SiteSettingsAdminView,
  type SiteSettingsUpdate,
} from '@storefront/contract';
import { PAGE_LAYOUTS, PAGE_SORTS } from '@storefront/domain';
import type { Db } from '../../db/database';
import { bumpCacheVersion, CACHE_NAMES } from '../../platform/cache/cache-versions.repository';
import { readSiteValues, writeSiteValue } from '../settings/settings.repository';
import { LAYOUT_SAVED } from '../preferences/user-defaults.service';
import type { SiteKey } from '../settings/settings.defaults';
import { insertChanges, recentChanges, type SettingChange, storedValues } from './site-setting-changes.repository';

/** The editable settings as they are in force now, and who changed what lately. */
export async function readSiteSettingsAdmin(db: Db): Promise<SiteSettingsAdminView> {
  const [values, changes] = await Promise.all([readSiteValues(db), recentChanges(db)]);
  return {
    settings: EditableSiteSettings.parse(values),
    changes: changes.map((c) => ({
      key: c.key,
      oldValue: c.old_value,
      newValue: c.new_value,
      changedBy: c.name ?? 'Unknown user',
      changedAt: c.changed_at,
    })),
  };
}

/**
 * Saves the values that differ from what is in force, logs each with who and when, and bumps
 * every cache version in the same transaction, so every process drops what it built from the old values.
 */
async function saveSiteValues(
  db: Db,
  update: Partial<Record<SiteKey, unknown>>,
  userId: number,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current: Partial<Record<SiteKey, unknown>> = await readSiteValues(trx);
    const keys = Object.keys(update) as SiteKey[];
    const stored = await storedValues(trx, keys);
    const changes: SettingChange[] = [];
    for (const key of keys) {
      const value = update[key];
      const json = JSON.stringify(value);
      if (json === JSON.stringify(current[key])) continue;
      await writeSiteValue(trx, key, value as never);
      changes.push({ userId, key, oldValue: stored.get(key) ?? null, newValue: json, changedAt: now });
    }
    if (changes.length === 0) return;
    await insertChanges(trx, changes);
    for (const name of CACHE_NAMES) await bumpCacheVersion(trx, name);
  });
}

/** POST /api/admin/siteSettings: the Site Settings section's changes. */
export async function updateSiteSettings(
  db: Db,
  update: SiteSettingsUpdate,
  userId: number,
  now: number,
): Promise<SiteSettingsAdminView> {
  await saveSiteValues(db, update, userId, now);
  return readSiteSettingsAdmin(db);
}

/** GET /api/admin/defaultPageLayout and defaultPageSortBy: the global defaults as the spec's admin numbers. */
export async function globalPageDefaults(db: Db): Promise<GlobalPageLayout & GlobalPageSort> {
  const site = await readSiteValues(db);
  return {
    defaultPageLayout: Math.max(0, PAGE_LAYOUTS.indexOf(site.defaultPageLayout)),
    defaultPageSortBy: Math.max(0, PAGE_SORTS.indexOf(site.defaultPageSortBy)),
  };
}

/** POST /api/admin/defaultPageLayout or defaultPageSortBy: a new global default, logged like any site setting. */
export async function saveGlobalPageDefault(
  db: Db,
  value: GlobalPageLayout | GlobalPageSort,
  userId: number,
  now: number,
): Promise<{ message: string }> {
  const update =
    'defaultPageLayout' in value
      ? { defaultPageLayout: PAGE_LAYOUTS[value.defaultPageLayout] }
      : { defaultPageSortBy: PAGE_SORTS[value.defaultPageSortBy] };
  await saveSiteValues(db, update, userId, now);
  return { message: LAYOUT_SAVED };
}
