import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function listMainCategories(db: Kysely<DB>) {
  return db
    .selectFrom('main_categories')
    .select(['code', 'description'])
    .orderBy('sequence')
    .orderBy('description')
    .execute();
}

/** Categories in catalogue order: by main category, then each one's own sequence. */
export function listCategories(db: Kysely<DB>, parent: string | undefined) {
  let q = db
    .selectFrom('categories as c')
    .innerJoin('main_categories as m', 'm.code', 'c.main_category_code')
    .select(['c.code', 'c.description', 'c.main_category_code']);
  if (parent) q = q.where('c.main_category_code', '=', parent);
  return q.orderBy('m.sequence').orderBy('m.code').orderBy('c.sequence').orderBy('c.description').execute();
}

/** Category codes excluded for a customer; none without one. */
export async function excludedCategoryCodes(db: Kysely<DB>, customerId: number | null): Promise<Set<string>> {
  if (customerId === null) return new Set();
  const rows = await db
    .selectFrom('customer_excluded_categories')
    .select('category_code')
    .where('customer_id', '=', customerId)
    .execute();
  return new Set(rows.map((r) => r.category_code));
}
