import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The demo customers' ids by customer code. */
export async function customerIds(db: Kysely<DB>): Promise<Record<string, number>> {
  const rows = await db.selectFrom('customers').select(['id', 'customer_code']).execute();
  return Object.fromEntries(rows.map((r) => [r.customer_code, r.id]));
}
