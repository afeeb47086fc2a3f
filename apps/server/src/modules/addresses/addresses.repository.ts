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

export interface AddressRow {
  display: string;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  contact: string;
  phone: string;
  delivery_time: string;
}

export async function countAddresses(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAddress(db: Kysely<DB>, userId: number, id: number) {
  return db
    .selectFrom('delivery_addresses')
    .select(['id', 'is_primary', 'zip'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertAddress(
  db: Kysely<DB>,
  userId: number,
  row: AddressRow,
  isPrimary: boolean,
  now: number,
): Promise<number> {
  const inserted = await db
    .insertInto('delivery_addresses')
    .values({ ...row, user_id: userId, is_primary: isPrimary ? 1 : 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Scoped to the user: another user's id updates nothing (false). */
export async function updateAddress(db: Kysely<DB>, userId: number, id: number, row: AddressRow): Promise<boolean> {
  const result = await db
    .updateTable('delivery_addresses')
    .set(row)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteAddress(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  await db
    .deleteFrom('delivery_addresses')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('is_primary', '=', 0)
    .execute();
}

/** Makes the address the user's only primary one. */
export async function setPrimaryAddress(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  await db
    .updateTable('delivery_addresses')
    .set((eb) => ({ is_primary: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .where('user_id', '=', userId)
    .execute();
}
