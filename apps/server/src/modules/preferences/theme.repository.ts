import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function readUserTheme(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_preferences')
    .select(['theme_mode', 'primary_color', 'secondary_color'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores the user's own theme, or removes it with `null` (the row's layout and sort defaults stay). */
export async function writeUserTheme(
  db: Kysely<DB>,
  userId: number,
  theme: { mode: number; primary: string; secondary: string } | null,
): Promise<void> {
  const values = {
    theme_mode: theme?.mode ?? null,
    primary_color: theme?.primary ?? null,
    secondary_color: theme?.secondary ?? null,
  };
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, default_page_layout: null, default_page_sort_by: null, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
