import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { InvoicedLine } from './checkin.rules';

/** The order's lines as invoiced, with the main category of what shipped (a substitute's when one did). */
export async function invoicedLines(db: Kysely<DB>, orderId: number): Promise<InvoicedLine[]> {
  const rows = await db
    .selectFrom('order_lines as l')
    .leftJoin('products as p', (j) =>
      j.on((eb) => eb('p.product_key', '=', eb.fn.coalesce('l.shipped_product_key', 'l.product_key'))),
    )
    .select([
      'l.sequence',
      'l.product_code',
      'l.description',
      'l.shipped_product_code',
      'l.shipped_description',
      'l.unit',
      'l.quantity',
      'l.extension',
      'l.shipped_quantity',
      'l.invoiced_extension',
      'p.main_category_code',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.sequence')
    .orderBy('l.id')
    .limit(10_000)
    .execute();
  return rows.map((r) => ({
    lineNumber: r.sequence,
    productCode: r.shipped_product_code || r.product_code,
    description: r.shipped_description || r.description,
    mainCategoryCode: r.main_category_code ?? '',
    unit: r.unit,
    // An invoiced line always has both; an order invoiced before invoicing recorded them shipped as ordered.
    shippedQuantity: r.shipped_quantity ?? r.quantity,
    invoicedAmount: r.invoiced_extension ?? r.extension,
  }));
}

export function findCheckinOfOrder(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('checkins as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.checked_in_at', 'u.name as user_name'])
    .where('c.order_id', '=', orderId)
    .executeTakeFirst();
}

export async function insertCheckin(
  db: Kysely<DB>,
  row: { order_id: number; customer_id: number; user_id: number; checked_in_at: number },
): Promise<number> {
  const inserted = await db.insertInto('checkins').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertCheckinLines(
  db: Kysely<DB>,
  rows: readonly { checkin_id: number; line_number: number; outcome: string; quantity: string | null; note: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('checkin_lines')
      .values(rows.slice(i, i + 200))
      .execute();
}

export function listCheckinLines(db: Kysely<DB>, checkinId: number) {
  return db
    .selectFrom('checkin_lines')
    .select(['line_number', 'outcome', 'quantity', 'note'])
    .where('checkin_id', '=', checkinId)
    .orderBy('line_number')
    .limit(10_000)
    .execute();
}
