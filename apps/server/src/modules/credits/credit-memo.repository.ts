import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { insertArItems, type NewArItem } from '../account/ar-items.repository';

/** Writes a credit memo into the customer's A/R through insertArItems, answering its id for the request to name. */
export async function insertCreditMemo(db: Kysely<DB>, item: NewArItem): Promise<number> {
  await insertArItems(db, [item]);
  const row = await db
    .selectFrom('ar_items')
    .select('id')
    .where('customer_id', '=', item.customer_id)
    .where('ar_code', '=', item.ar_code)
    .executeTakeFirstOrThrow();
  return row.id;
}
