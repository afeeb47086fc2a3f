import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { chunked } from '../../db/chunking';
import type { CartLinesTable, CartsTable, DB } from '../../db/schema';

// Rows per multi-row statement: far below SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 200;
/** Product keys per IN-list. */
const KEYS_PER_QUERY = 500;

export interface CartOwnerRow {
  ownerKey: string;
  userId: number;
  customerId: number | null;
  sessionId: number | null;
}

export const LINE_COLUMNS = [
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
  'no_substitutes',
] as const;

/** A stored cart line (quantity and unit price as decimal text). */
export type CartLineRow = Pick<Selectable<CartLinesTable>, (typeof LINE_COLUMNS)[number]>;
/** A line to insert: decimals as text, so both drivers store them exactly. */
export type NewCartLine = Omit<CartLineRow, 'id' | 'no_substitutes'> & { no_substitutes?: number };
export type ChangedCartLine = Omit<CartLineRow, 'product_key' | 'sequence' | 'no_substitutes'> & {
  no_substitutes?: number;
};

export function findCart(db: Kysely<DB>, ownerKey: string) {
  return db.selectFrom('carts').selectAll().where('owner_key', '=', ownerKey).executeTakeFirst();
}

/** The first line sequence of a new cart (the column's default). */
const FIRST_SEQUENCE = 1;

/**
 * Creates the owner's cart when missing, or touches it, reserves `reserve` line sequences and sets `header`'s fields
 * (those left out stay as they are): one statement (an upsert). It is the first write of the caller's transaction, so
 * on PostgreSQL its row lock serialises concurrent writers of one cart (SQLite serialises every writer anyway); a
 * header alone needs no transaction around it. Adds one to the cart's write_count, as every write of its lines must
 * (cart-add.repository.ts). Returns the first reserved sequence.
 */
export async function lockCartForWrite(
  db: Kysely<DB>,
  owner: CartOwnerRow,
  now: number,
  reserve: number,
  header: CartHeaderRow = {},
): Promise<{ cartId: number; firstSequence: number }> {
  const row = await db
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
      next_sequence: FIRST_SEQUENCE + reserve,
      ...header,
    })
    .onConflict((oc) =>
      oc.column('owner_key').doUpdateSet({
        updated_at: now,
        next_sequence: sql`carts.next_sequence + ${reserve}`,
        write_count: sql`carts.write_count + 1`,
        ...header,
      }),
    )
    .returning(['id', 'next_sequence'])
    .executeTakeFirstOrThrow();
  return { cartId: row.id, firstSequence: row.next_sequence - reserve };
}

/**
 * Touches an existing cart (same locking as lockCartForWrite) without creating one and answers its row, so that the
 * caller need not read it again; undefined when there is none.
 */
export function lockExistingCartRow(db: Kysely<DB>, key: string, now: number) {
  return db
    .updateTable('carts')
    .set({ updated_at: now, write_count: sql`write_count + 1` })
    .where('owner_key', '=', key)
    .returningAll()
    .executeTakeFirst();
}

/** lockExistingCartRow's cart id. */
export async function lockExistingCart(db: Kysely<DB>, key: string, now: number): Promise<number | undefined> {
  return (await lockExistingCartRow(db, key, now))?.id;
}

export function listLines(db: Kysely<DB>, cartId: number): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_lines')
    .select(LINE_COLUMNS)
    .where('cart_id', '=', cartId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

/** The lines of the owner's cart, by its owner key (none when it has no cart): one statement, without the cart row. */
export function listOwnerLines(db: Kysely<DB>, ownerKey: string): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_lines')
    .select(LINE_COLUMNS)
    .where('cart_id', '=', (eb) => eb.selectFrom('carts').select('id').where('owner_key', '=', ownerKey))
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

export async function linesOfProducts(
  db: Kysely<DB>,
  cartId: number,
  productKeys: readonly number[],
): Promise<CartLineRow[]> {
  const out: CartLineRow[] = [];
  for (const keys of chunked([...new Set(productKeys)], KEYS_PER_QUERY)) {
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
  return db
    .selectFrom('cart_lines')
    .select(LINE_COLUMNS)
    .where('cart_id', '=', cartId)
    .where('id', '=', lineId)
    .executeTakeFirst();
}

/** Inserts in chunks; returns the new ids keyed by sequence (unique within a cart). */
export async function insertLines(
  db: Kysely<DB>,
  cartId: number,
  lines: readonly NewCartLine[],
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const part of chunked(lines, CHUNK)) {
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
  for (const part of chunked(lines, CHUNK)) {
    const column = <T>(pick: (l: ChangedCartLine) => string | number, type: 'numeric' | 'integer' | 'varchar') =>
      sql<T>`case ${sql.join(
        part.map((l) => sql`when id = ${l.id} then cast(${pick(l)} as ${sql.raw(type)})`),
        sql` `,
      )} end`;
    await db
      .updateTable('cart_lines')
      .set({
        unit: column<string>((l) => l.unit, 'varchar'),
        quantity: column<string>((l) => l.quantity, 'numeric'),
        price_unit: column<string>((l) => l.price_unit, 'varchar'),
        unit_price: column<string>((l) => l.unit_price, 'numeric'),
        is_override_price: column<number>((l) => l.is_override_price, 'integer'),
        product_text1: column<string>((l) => l.product_text1, 'varchar'),
        product_text2: column<string>((l) => l.product_text2, 'varchar'),
        no_substitutes: column<number>((l) => l.no_substitutes ?? 0, 'integer'),
      })
      .where('cart_id', '=', cartId)
      .where(
        'id',
        'in',
        part.map((l) => l.id),
      )
      .execute();
  }
}

export async function deleteLine(db: Kysely<DB>, cartId: number, lineId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_lines')
    .where('cart_id', '=', cartId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes the owner's cart, its lines with it (an edit cart saved or discarded, a standing order's cart used up). */
export async function deleteCart(db: Kysely<DB>, ownerKey: string): Promise<void> {
  await db.deleteFrom('carts').where('owner_key', '=', ownerKey).execute();
}

export async function deleteAllLines(db: Kysely<DB>, cartId: number): Promise<void> {
  await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute();
}

/** The header fields a write may set; those left out stay as they are. */
export type CartHeaderRow = Pick<
  Updateable<CartsTable>,
  | 'customer_ship_to_code'
  | 'customer_po'
  | 'special_instruction1'
  | 'special_instruction2'
  | 'notes'
  | 'delivery_date'
  | 'address_id'
>;

export async function updateHeader(db: Kysely<DB>, cartId: number, header: CartHeaderRow): Promise<void> {
  if (Object.keys(header).length === 0) return;
  await db.updateTable('carts').set(header).where('id', '=', cartId).execute();
}

/** Deletes these lines of the cart (the ones an order took); lines added meanwhile stay. */
export async function deleteLinesById(db: Kysely<DB>, cartId: number, lineIds: readonly number[]): Promise<void> {
  for (const ids of chunked(lineIds, KEYS_PER_QUERY)) {
    await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where('id', 'in', ids).execute();
  }
}
