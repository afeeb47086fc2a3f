import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The one landing page row (id 1). */
const LANDING_ID = 1;

export function readLandingRow(db: Kysely<DB>) {
  return db
    .selectFrom('landing_page')
    .select(['title', 'enabled', 'cards_json'])
    .where('id', '=', LANDING_ID)
    .executeTakeFirst();
}

export async function writeLandingRow(
  db: Kysely<DB>,
  row: { title: string; enabled: boolean; cardsJson: string; now: number; userId: number | null },
): Promise<void> {
  const values = {
    title: row.title,
    enabled: row.enabled ? 1 : 0,
    cards_json: row.cardsJson,
    updated_at: row.now,
    updated_by: row.userId,
  };
  await db
    .insertInto('landing_page')
    .values({ id: LANDING_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
