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

/** Issue 33: a credit request with its customer, order, credit memo and reviewer (by username), by id. */
export function findExportCredit(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('credit_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .leftJoin('ar_items as a', 'a.id', 'r.ar_item_id')
    .leftJoin('users as v', 'v.id', 'r.reviewed_by')
    .select([
      'r.id',
      'r.status',
      'r.approved_amount',
      'r.reviewer_note',
      'r.reviewed_at',
      'r.created_at',
      'o.order_number',
      'o.invoice_number',
      'c.customer_code',
      'c.name as customer_name',
      'a.ar_code',
      'v.username as reviewer_username',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export type ExportCreditRow = NonNullable<Awaited<ReturnType<typeof findExportCredit>>>;

/** A credit request's claimed lines, as reviewed, in line order. */
export function listExportCreditLines(db: Kysely<DB>, creditRequestId: number) {
  return db
    .selectFrom('credit_request_lines')
    .selectAll()
    .where('credit_request_id', '=', creditRequestId)
    .orderBy('line_number')
    .limit(10_000)
    .execute();
}

export type ExportCreditLineRow = Awaited<ReturnType<typeof listExportCreditLines>>[number];
