import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Overrides for single user types ('*' rows, for everyone, are left to deployments). */
export function readAudienceOverrides(db: Kysely<DB>) {
  return db
    .selectFrom('menu_overrides')
    .select(['entry', 'audience', 'visible', 'locked', 'log_visit'])
    .where('audience', '<>', '*')
    .orderBy('audience')
    .orderBy('entry')
    .execute();
}

export function readOverride(db: Kysely<DB>, entry: string, audience: string) {
  return db
    .selectFrom('menu_overrides')
    .select(['visible', 'locked', 'log_visit'])
    .where('entry', '=', entry)
    .where('audience', '=', audience)
    .executeTakeFirst();
}

/** Writes one row's visible and locked (null: the default), keeping its visit logging; a row that overrides nothing goes. */
export async function writeOverride(
  db: Kysely<DB>,
  entry: string,
  audience: string,
  visible: number | null,
  locked: number | null,
): Promise<void> {
  const existing = await readOverride(db, entry, audience);
  const logVisit = existing?.log_visit ?? null;
  if (visible === null && locked === null && logVisit === null) {
    await db.deleteFrom('menu_overrides').where('entry', '=', entry).where('audience', '=', audience).execute();
    return;
  }
  await db
    .insertInto('menu_overrides')
    .values({ entry, audience, visible, locked, log_visit: logVisit })
    .onConflict((oc) => oc.columns(['entry', 'audience']).doUpdateSet({ visible, locked }))
    .execute();
}
