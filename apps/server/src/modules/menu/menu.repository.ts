import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function readOverrides(db: Kysely<DB>, audiences: string[]) {
  return db
    .selectFrom('menu_overrides')
    .select(['entry', 'audience', 'visible', 'locked', 'log_visit'])
    .where('audience', 'in', audiences)
    .execute();
}

export async function insertVisit(db: Kysely<DB>, userId: number | null, entry: string, at: number): Promise<void> {
  await db.insertInto('menu_visits').values({ user_id: userId, entry, at }).execute();
}
