import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Issue 32: the cut-off terms of a trade order's ship-to. */
export function shipToCutoffTerms(db: Kysely<DB>, customerId: number, code: string) {
  return db
    .selectFrom('ship_tos')
    .select(['cutoff_time', 'lead_days'])
    .where('customer_id', '=', customerId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Issue 32: the cut-off terms of the zip zone of a consumer's delivery address (the address must be the user's). */
export async function addressCutoffTerms(db: Kysely<DB>, userId: number, addressId: number) {
  const address = await db
    .selectFrom('delivery_addresses')
    .select('zip')
    .where('user_id', '=', userId)
    .where('id', '=', addressId)
    .executeTakeFirst();
  if (!address) return undefined;
  return db
    .selectFrom('zip_zones')
    .select(['cutoff_time', 'lead_days'])
    .where('zip', '=', address.zip.slice(0, 5))
    .executeTakeFirst();
}
