import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function readConsumerPreferences(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select(['company', 'phone', 'email', 'email_opt_in'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function writeConsumerPreferences(
  db: Kysely<DB>,
  userId: number,
  p: { company: string; phone: string; emailOptIn: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ company: p.company, phone: p.phone, email_opt_in: p.emailOptIn ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

export function readUserDefaults(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_preferences')
    .select(['default_page_layout', 'default_page_sort_by'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function writeUserDefaults(db: Kysely<DB>, userId: number, layout: string, sortBy: string): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, default_page_layout: layout, default_page_sort_by: sortBy })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ default_page_layout: layout, default_page_sort_by: sortBy }))
    .execute();
}
