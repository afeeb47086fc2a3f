import { EditableSiteSettings, type SiteSettingsAdminView, type SiteSettingsUpdate } from '@storefront/contract';
import type { Db } from '../../db/database';
import { bumpCacheVersion, CACHE_NAMES } from '../../platform/cache/cache-versions.repository';
import { readSiteValues, writeSiteValue } from '../settings/settings.repository';
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
 * Saves the settings that differ from what is in force, logs each with who and when, and bumps
 * every cache version in the same transaction, so every process drops what it built from the old values.
 */
export async function updateSiteSettings(db: Db, update: SiteSettingsUpdate, userId: number, now: number): Promise<SiteSettingsAdminView> {
  await db.transaction().execute(async (trx) => {
    const current = await readSiteValues(trx);
    const keys = Object.keys(update) as (keyof SiteSettingsUpdate)[];
    const stored = await storedValues(trx, keys);
    const changes: SettingChange[] = [];
    for (const key of keys) {
      const value = update[key];
      const json = JSON.stringify(value);
      if (json === JSON.stringify(current[key])) continue;
      await writeSiteValue(trx, key as SiteKey, value as never);
      changes.push({ userId, key, oldValue: stored.get(key) ?? null, newValue: json, changedAt: now });
    }
    if (changes.length === 0) return;
    await insertChanges(trx, changes);
    for (const name of CACHE_NAMES) await bumpCacheVersion(trx, name);
  });
  return readSiteSettingsAdmin(db);
}
