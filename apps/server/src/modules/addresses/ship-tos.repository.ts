import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AddressRow } from './addresses.repository';

const SHIP_TO = [
  'id',
  'code',
  'is_primary',
  'name',
  'display',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'contact',
  'phone',
  'delivery_time',
] as const;

/** The most ship-tos one customer keeps (the list is bounded to it). */
export const MAX_SHIP_TOS = 200;

/** A customer's ship-tos, primary first. */
export function listShipToAddresses(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('ship_tos')
    .select(SHIP_TO)
    .where('customer_id', '=', customerId)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .limit(MAX_SHIP_TOS)
    .execute();
}

export function findShipToById(db: Kysely<DB>, customerId: number, id: number) {
  return db
    .selectFrom('ship_tos')
    .select(['id', 'is_primary', 'code'])
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countShipTos(db: Kysely<DB>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('ship_tos')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next free code of the web's own ship-tos (W001, W002 ...): codes are what orders and carts keep. */
export async function nextShipToCode(db: Kysely<DB>, customerId: number): Promise<string> {
  const rows = await db
    .selectFrom('ship_tos')
    .select('code')
    .where('customer_id', '=', customerId)
    .where('code', 'like', 'W%')
    .execute();
  const used = new Set(rows.map((r) => r.code));
  for (let n = 1; ; n++) {
    const code = `W${String(n).padStart(3, '0')}`;
    if (!used.has(code)) return code;
  }
}

const fields = (row: AddressRow) => ({
  display: row.display,
  name: row.name,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  contact: row.contact,
  phone: row.phone,
  delivery_time: row.delivery_time,
});

export async function insertShipTo(
  db: Kysely<DB>,
  customerId: number,
  code: string,
  row: AddressRow,
  isPrimary: boolean,
): Promise<void> {
  await db
    .insertInto('ship_tos')
    .values({ customer_id: customerId, code, is_primary: isPrimary ? 1 : 0, ...fields(row) })
    .execute();
}

export async function updateShipTo(db: Kysely<DB>, customerId: number, id: number, row: AddressRow): Promise<boolean> {
  const result = await db
    .updateTable('ship_tos')
    .set(fields(row))
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteShipTo(db: Kysely<DB>, customerId: number, id: number): Promise<void> {
  await db.deleteFrom('ship_tos').where('customer_id', '=', customerId).where('id', '=', id).execute();
}

export async function setPrimaryShipTo(db: Kysely<DB>, customerId: number, id: number): Promise<void> {
  await db
    .updateTable('ship_tos')
    .set({ is_primary: 0 })
    .where('customer_id', '=', customerId)
    .where('id', '<>', id)
    .execute();
  await db
    .updateTable('ship_tos')
    .set({ is_primary: 1 })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}
