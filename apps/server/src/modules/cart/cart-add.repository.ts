import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { type CartLineRow, type ChangedCartLine, LINE_COLUMNS, type NewCartLine } from './cart.repository';

/**
 * Issue 29, the cut-off rush: an add on PostgreSQL without a transaction, in two statements instead of five (BEGIN, the
 * cart's lock, its lines, the write, COMMIT). It reads the cart and the lines of the products it adds, decides, and
 * writes only if the cart's write_count is still the one it read: every other write of a cart's lines locks the cart
 * first through cart.repository, which adds one to it. An add that finds the cart written meanwhile (or no cart)
 * takes the locked way instead (cart-add.service.ts). SQLite, one process in which every write waits its turn, always
 * takes the locked way.
 */

/** At most this many lines written, and products read, in one unlocked add; a larger batch takes the locked way. */
export const UNLOCKED_ADD_LIMIT = 200;

export interface CartForAdd {
  cartId: number;
  writeCount: number;
  nextSequence: number;
  /** The cart's lines of the products being added, in sequence. */
  lines: CartLineRow[];
}

/** The owner's cart with its lines of these products, in one statement; undefined when the owner has no cart. */
export async function readCartForAdd(
  db: Kysely<DB>,
  ownerKey: string,
  productKeys: readonly number[],
): Promise<CartForAdd | undefined> {
  const keys = [...new Set(productKeys)];
  const rows = await db
    .selectFrom('carts')
    .leftJoin('cart_lines', (join) =>
      join
        .onRef('cart_lines.cart_id', '=', 'carts.id')
        .on((eb) => (keys.length === 0 ? eb.val(false) : eb('cart_lines.product_key', 'in', keys))),
    )
    .select(['carts.id as cart_id', 'carts.write_count', 'carts.next_sequence'])
    .select(LINE_COLUMNS.map((c) => `cart_lines.${c}` as const))
    .where('carts.owner_key', '=', ownerKey)
    .orderBy('cart_lines.sequence')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const lines = rows.flatMap((r) => (r.id === null ? [] : [r as CartLineRow]));
  return { cartId: first.cart_id, writeCount: first.write_count, nextSequence: first.next_sequence, lines };
}

const typed = (value: string | number, type: 'numeric' | 'integer' | 'varchar') =>
  sql`cast(${value} as ${sql.raw(type)})`;

/** `(values (...), (...)) as name(columns)`, each value cast (PostgreSQL's parameters have no type of their own). */
type ValueColumn<T> = readonly [string, 'numeric' | 'integer' | 'varchar', (row: T) => string | number];

function valuesTable<T>(rows: readonly T[], name: string, columns: readonly ValueColumn<T>[]): RawBuilder<unknown> {
  const tuples = rows.map((row) => sql`(${sql.join(columns.map(([, type, pick]) => typed(pick(row), type)))})`);
  return sql`(values ${sql.join(tuples)}) as ${sql.raw(name)}(${sql.raw(columns.map(([column]) => column).join(', '))})`;
}

/** The columns both kinds of written line carry. */
const LINE_VALUES: readonly ValueColumn<ChangedCartLine | NewCartLine>[] = [
  ['unit', 'varchar', (l) => l.unit],
  ['quantity', 'numeric', (l) => l.quantity],
  ['price_unit', 'varchar', (l) => l.price_unit],
  ['unit_price', 'numeric', (l) => l.unit_price],
  ['is_override_price', 'integer', (l) => l.is_override_price],
  ['product_text1', 'varchar', (l) => l.product_text1],
  ['product_text2', 'varchar', (l) => l.product_text2],
  ['no_substitutes', 'integer', (l) => l.no_substitutes ?? 0],
];

/**
 * In one statement, if the cart's write_count is still `cart.writeCount`: counts this write, reserves `reserve` line
 * sequences, rewrites `changed` and inserts `fresh`. Answers the new lines' ids keyed by sequence, or null (nothing
 * written) when the cart was written or deleted meanwhile.
 */
export async function writeAddIfUnchanged(
  db: Kysely<DB>,
  cart: Pick<CartForAdd, 'cartId' | 'writeCount'>,
  now: number,
  reserve: number,
  changed: readonly ChangedCartLine[],
  fresh: readonly NewCartLine[],
): Promise<Map<number, number> | null> {
  const columns = LINE_VALUES.map(([column]) => column);
  const parts = [
    sql`counted as (update carts set write_count = write_count + 1, updated_at = ${now},
      next_sequence = next_sequence + ${reserve}
      where id = ${cart.cartId} and write_count = ${cart.writeCount} returning id)`,
  ];
  if (changed.length > 0) {
    const table = valuesTable(changed, 'v', [['id', 'integer', (l) => l.id], ...LINE_VALUES]);
    parts.push(sql`changed as (update cart_lines set ${sql.raw(columns.map((c) => `${c} = v.${c}`).join(', '))}
      from ${table} where cart_lines.id = v.id and cart_lines.cart_id = (select id from counted) returning cart_lines.id)`);
  }
  if (fresh.length > 0) {
    const table = valuesTable(fresh, 'v', [
      ['product_key', 'integer', (l) => l.product_key],
      ['sequence', 'integer', (l) => l.sequence],
      ...LINE_VALUES,
    ]);
    parts.push(sql`fresh as (insert into cart_lines (cart_id, product_key, sequence, ${sql.raw(columns.join(', '))})
      select counted.id, v.* from counted cross join ${table} returning id, sequence)`);
  }
  const answers = [
    sql`select 'counted' as part, id, null::integer as sequence from counted`,
    ...(changed.length > 0 ? [sql`select 'changed', id, null from changed`] : []),
    ...(fresh.length > 0 ? [sql`select 'fresh', id, sequence from fresh`] : []),
  ];
  const { rows } = await sql<{ part: string; id: number; sequence: number | null }>`with ${sql.join(parts)}
    ${sql.join(answers, sql` union all `)}`.execute(db);
  if (!rows.some((r) => r.part === 'counted')) return null;
  return new Map(rows.flatMap((r) => (r.part === 'fresh' && r.sequence !== null ? [[r.sequence, r.id]] : [])));
}
