import type { Kysely, Updateable } from 'kysely';
import { chunked } from '../../db/chunking';
import type { DB, OrdersTable } from '../../db/schema';
import type { NewOrderLine, OrderRow } from './orders.repository';

// Rows per multi-row statement: far below SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 200;

/**
 * Rewrites an open order's header and totals, only if it is still as it was read (open, same revision): the first
 * write of the transaction, so it also serialises a concurrent save or cancel. False when it changed meanwhile.
 */
export async function replaceOrderHeader(
  db: Kysely<DB>,
  order: Pick<OrderRow, 'id' | 'revision'>,
  values: Updateable<OrdersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set(values)
    .where('id', '=', order.id)
    .where('status', '=', 'Open')
    .where('revision', '=', order.revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order's lines replaced by the revision's. */
export async function insertRevisedLines(
  db: Kysely<DB>,
  orderId: number,
  lines: readonly NewOrderLine[],
): Promise<void> {
  await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  for (const part of chunked(lines, CHUNK)) {
    await db
      .insertInto('order_lines')
      .values(part.map((l) => ({ ...l, order_id: orderId })))
      .execute();
  }
}

/** Open → Cancelled, only if still open at the revision read. */
export async function markCancelled(
  db: Kysely<DB>,
  order: Pick<OrderRow, 'id' | 'revision'>,
  now: number,
): Promise<boolean> {
  return replaceOrderHeader(db, order, { status: 'Cancelled', cancelled_at: now });
}
