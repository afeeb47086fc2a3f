import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** How many changes the admin page shows. */
const RECENT_CHANGES = 50;

export interface SettingChange {
  userId: number;
  key: string;
  oldValue: string | null;
  newValue: string;
  changedAt: number;
}

/** The stored JSON text of these keys (a key never stored is absent: its default applies). */
export async function storedValues(db: Kysely<DB>, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function insertChanges(db: Kysely<DB>, changes: readonly SettingChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('site_setting_changes')
    .values(
      changes.map((c) => ({
        user_id: c.userId,
        key: c.key,
        old_value: c.oldValue,
        new_value: c.newValue,
        changed_at: c.changedAt,
      })),
    )
    .execute();
}

/** The latest changes with the name of who made them, newest first. */
export function recentChanges(db: Kysely<DB>) {
  return db
    .selectFrom('site_setting_changes as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.key', 'c.old_value', 'c.new_value', 'c.changed_at', 'u.name'])
    .orderBy('c.changed_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(RECENT_CHANGES)
    .execute();
}
