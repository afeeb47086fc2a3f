import type { listOrderLines } from '../orders/orders.repository';
import type { Kysely } from 'kysely';
import { chunked } from '../../db/chunking';
import type { DB } from '../../db/schema';

/** Ids per IN list: far below both databases' bound-parameter limits. */
const IDS_PER_QUERY = 1000;

function ordersWithParties(db: Kysely<DB>) {
  return db
    .selectFrom('orders as o')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select([
      'c.customer_code',
      'c.name as customer_name',
      'u.username',
      'u.name as user_name',
      'u.email as user_email',
    ]);
}

/** An order with its customer's code and name and who placed it, by id (an export row) or number (support). */
export function findExportOrder(db: Kysely<DB>, by: { id: number } | { orderNumber: string }) {
  const q = ordersWithParties(db);
  return ('id' in by ? q.where('o.id', '=', by.id) : q.where('o.order_number', '=', by.orderNumber)).executeTakeFirst();
}

export type ExportOrderRow = NonNullable<Awaited<ReturnType<typeof findExportOrder>>>;

/** Orders created at or after `since` (epoch ms), oldest first, at most `limit`. */
export function listExportOrdersSince(db: Kysely<DB>, since: number, limit: number): Promise<ExportOrderRow[]> {
  return ordersWithParties(db)
    .where('o.created_at', '>=', since)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

export type ExportOrderLineRow = Awaited<ReturnType<typeof listOrderLines>>[number];

/** The lines of many orders, grouped by order id, each in its order's sequence. */
export async function linesOfOrders(
  db: Kysely<DB>,
  orderIds: readonly number[],
): Promise<Map<number, ExportOrderLineRow[]>> {
  const byOrder = new Map<number, ExportOrderLineRow[]>();
  for (const ids of chunked(orderIds, IDS_PER_QUERY)) {
    const rows = await db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('sequence')
      .orderBy('id')
      .execute();
    for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  }
  return byOrder;
}

/** An invoice payment with its customer's code and name, by id (an export row) or key (support). */
export function findExportPayment(db: Kysely<DB>, by: { id: number } | { key: string }) {
  const q = db
    .selectFrom('invoice_payments as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .selectAll('p')
    .select(['c.customer_code', 'c.name as customer_name']);
  return ('id' in by ? q.where('p.id', '=', by.id) : q.where('p.payment_key', '=', by.key)).executeTakeFirst();
}

export type ExportPaymentRow = NonNullable<Awaited<ReturnType<typeof findExportPayment>>>;

/** What a payment applied to each open item, with the item's references. */
export function listExportPaymentLines(db: Kysely<DB>, paymentId: number) {
  return db
    .selectFrom('invoice_payment_lines as l')
    .innerJoin('ar_items as a', 'a.id', 'l.ar_item_id')
    .select([
      'a.ar_code',
      'a.reference',
      'a.record_type',
      'a.invoice_number',
      'a.order_number',
      'l.amount',
      'l.balance_before',
    ])
    .where('l.payment_id', '=', paymentId)
    .orderBy('l.id')
    .execute();
}

export type ExportPaymentLineRow = Awaited<ReturnType<typeof listExportPaymentLines>>[number];
