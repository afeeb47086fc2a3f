import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The main category code of the site default's row. */
export const DEFAULT_POLICY_CODE = '';

/** Every policy row: the site default ('') and the main categories that have a window of their own. */
export function listPolicyRows(db: Kysely<DB>) {
  return db.selectFrom('credit_policies').select(['main_category_code', 'window_hours']).limit(1_000).execute();
}

/** The main categories, in catalogue order (a catalogue has tens of them; bounded all the same). */
export function listMainCategories(db: Kysely<DB>) {
  return db
    .selectFrom('main_categories')
    .select(['code', 'description'])
    .orderBy('sequence')
    .orderBy('code')
    .limit(1_000)
    .execute();
}

/** Replaces the whole policy, in the caller's transaction. */
export async function replacePolicy(
  db: Kysely<DB>,
  rows: readonly { main_category_code: string; window_hours: number }[],
  at: { now: number; userId: number | null },
): Promise<void> {
  await db.deleteFrom('credit_policies').execute();
  if (rows.length === 0) return;
  await db
    .insertInto('credit_policies')
    .values(rows.map((r) => ({ ...r, updated_at: at.now, updated_by: at.userId })))
    .execute();
}

/** The windows of these main categories and the default's, and the categories' names. */
export async function windowsFor(db: Kysely<DB>, mainCategoryCodes: readonly string[]) {
  const codes = [...new Set([DEFAULT_POLICY_CODE, ...mainCategoryCodes])];
  const [policies, names] = await Promise.all([
    db
      .selectFrom('credit_policies')
      .select(['main_category_code', 'window_hours'])
      .where('main_category_code', 'in', codes)
      .execute(),
    db.selectFrom('main_categories').select(['code', 'description']).where('code', 'in', codes).execute(),
  ]);
  return {
    hours: new Map(policies.map((p) => [p.main_category_code, p.window_hours])),
    names: new Map(names.map((n) => [n.code, n.description])),
  };
}
