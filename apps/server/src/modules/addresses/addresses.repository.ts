import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** A user's delivery addresses, primary first, with their zip zone's terms (a zone matches the first five digits). */
export function listAddresses(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('delivery_addresses as a')
    .leftJoin('zip_zones as z', (join) => join.on(sql<boolean>`z.zip = substr(a.zip, 1, 5)`))
    .select([
      'a.id',
      'a.is_primary',
      'a.name',
      'a.display',
      'a.address1',
      'a.address2',
      'a.city',
      'a.state',
      'a.zip',
      'a.county',
      'a.contact',
      'a.phone',
      'a.delivery_time',
      'z.deliverable',
      'z.minimum_order_amount',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.is_primary', 'desc')
    .orderBy('a.id')
    .limit(100)
    .execute();
}
