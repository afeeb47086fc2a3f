import { type Kysely, sql } from 'kysely';
import type { DB, Numeric } from '../../db/schema';

// Rows per multi-row statement: far below SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 200;

export interface CartOwnerRow {
  ownerKey: string;
  userId: number;
  customerId: number | null;
  sessionId: number | null;
}

export interface CartLineRow {
  id: number;
  product_key: number;
  unit: string;
  quantity: Numeric;
  price_unit: string;
  unit_price: Numeric;
  is_override_price: number;
  product_text1: string;
  product_text2: string;
  sequence: number;
}

export interface NewCartLine {
  product_key: number;
  unit: string;
  quantity: string;
  price_unit: string;
  unit_price: string;
  is_override_price: number;
  product_text1: string;
  product_text2: string;
  sequence: number;
}

export type ChangedCartLine = Omit<NewCartLine, 'product_key' | 'sequence'> & { id: number };

const LINE_COLUMNS = [
  'id',
  'product_key',
  'unit',
  'quantity',
  'price_unit',
  'unit_price',
  'is_override_price',
  'product_text1',
  'product_text2',
  'sequence',
] as const;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function findCart(db: Kysely<DB>, ownerKey: string) {
  return db.selectFrom('carts').selectAll().where('owner_key', '=', ownerKey).executeTakeFirst();
}

/**
 * Creates the owner's cart when missing, then touches it and reserves `reserve`
 * line sequences. The update is the first write of the caller's transaction, so
 * on PostgreSQL its row lock serialises concurrent writers of one cart (SQLite
 * serialises every writer anyway). Returns the first reserved sequence.
 */
export async function lockCartForWrite(
  db: Kysely<DB>,
  owner: CartOwnerRow,
  now: number,
  reserve: number,
): Promise<{ cartId: number; firstSequence: number }> {
  await db
    .insertInto('carts')
    .values({
      owner_key: owner.ownerKey,
      user_id: owner.userId,
      customer_id: owner.customerId,
      session_id: owner.sessionId,
      customer_ship_to_code: null,
      customer_po: null,
      delivery_date: null,
      address_id: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('owner_key').doNothing())
    .execute();
  const row = await db
    .updateTable('carts')
    .set({ updated_at: now, next_sequence: sql`next_sequence + ${reserve}` })
    .where('owner_key', '=', owner.ownerKey)
    .returning(['id', 'next_sequence'])
    .executeTakeFirstOrThrow();
  return { cartId: row.id, firstSequence: row.next_sequence - reserve };
}

/** Touches an existing cart (same locking as lockCartForWrite) without creating one; undefined when there is none. */
export async function lockExistingCart(db: Kysely<DB>, key: string, now: number): Promise<number | undefined> {
  const row = await db.updateTable('carts').set({ updated_at: now }).where('owner_key', '=', key).returning('id').executeTakeFirst();
  return row?.id;
}

export function listLines(db: Kysely<DB>, cartId: number): Promise<CartLineRow[]> {
  return db.selectFrom('cart_lines').select(LINE_COLUMNS).where('cart_id', '=', cartId).orderBy('sequence').orderBy('id').execute();
}

export async function linesOfProducts(db: Kysely<DB>, cartId: number, productKeys: readonly number[]): Promise<CartLineRow[]> {
  const out: CartLineRow[] = [];
  for (const keys of chunks([...new Set(productKeys)], 500)) {
    const rows = await db
      .selectFrom('cart_lines')
      .select(LINE_COLUMNS)
      .where('cart_id', '=', cartId)
      .where('product_key', 'in', keys)
      .orderBy('sequence')
      .execute();
    out.push(...rows);
  }
  return out;
}

export function findLine(db: Kysely<DB>, cartId: number, lineId: number): Promise<CartLineRow | undefined> {
  return db.selectFrom('cart_lines').select(LINE_COLUMNS).where('cart_id', '=', cartId).where('id', '=', lineId).executeTakeFirst();
}

/** Inserts in chunks; returns the new ids keyed by sequence (unique within a cart). */
export async function insertLines(db: Kysely<DB>, cartId: number, lines: readonly NewCartLine[]): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const part of chunks(lines)) {
    const rows = await db
      .insertInto('cart_lines')
      .values(part.map((l) => ({ ...l, cart_id: cartId })))
      .returning(['id', 'sequence'])
      .execute();
    for (const r of rows) ids.set(r.sequence, r.id);
  }
  return ids;
}

/**
 * Rewrites changed lines with one UPDATE per chunk: each column is a CASE on
 * the id. Casts give PostgreSQL the column types its parameters lack.
 */
export async function updateLines(db: Kysely<DB>, cartId: number, lines: readonly ChangedCartLine[]): Promise<void> {
  for (const part of chunks(lines)) {
    const column = <T>(pick: (l: ChangedCartLine) => string | number, type: 'numeric' | 'integer' | 'varchar') =>
      sql<T>`case ${sql.join(
        part.map((l) => sql`when id = ${l.id} then cast(${pick(l)} as ${sql.raw(type)})`),
        sql` `,
      )} end`;
    await db
      .updateTable('cart_lines')
      .set({
        unit: column<string>((l) => l.unit, 'varchar'),
        quantity: column<Numeric>((l) => l.quantity, 'numeric'),
        price_unit: column<string>((l) => l.price_unit, 'varchar'),
        unit_price: column<Numeric>((l) => l.unit_price, 'numeric'),
        is_override_price: column<number>((l) => l.is_override_price, 'integer'),
        product_text1: column<string>((l) => l.product_text1, 'varchar'),
        product_text2: column<string>((l) => l.product_text2, 'varchar'),
      })
      .where('cart_id', '=', cartId)
      .where('id', 'in', part.map((l) => l.id))
      .execute();
  }
}

export async function deleteLine(db: Kysely<DB>, cartId: number, lineId: number): Promise<boolean> {
  const result = await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where('id', '=', lineId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllLines(db: Kysely<DB>, cartId: number): Promise<void> {
  await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute();
}

export interface CartHeaderRow {
  customer_ship_to_code?: string | null;
  customer_po?: string | null;
  special_instruction1?: string;
  special_instruction2?: string;
  notes?: string;
  delivery_date?: string | null;
  address_id?: number | null;
}

export async function updateHeader(db: Kysely<DB>, cartId: number, header: CartHeaderRow): Promise<void> {
  if (Object.keys(header).length === 0) return;
  await db.updateTable('carts').set(header).where('id', '=', cartId).execute();
}
