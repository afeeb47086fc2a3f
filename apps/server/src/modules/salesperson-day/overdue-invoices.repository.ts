import { AR_RECORD_TYPES } from '@storefront/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

export interface OverdueInvoiceRow {
  customer_id: number;
  ar_code: string;
  invoice_number: string;
  order_number: string | null;
  invoice_date: string;
  due_date: string;
  initial: string;
  balance: string;
  /** Every overdue invoice of the customer: how many, and their balance (a sum, as the driver gives it). */
  overdue_count: number;
  overdue_total: string | number;
}

/**
 * Each customer's A/R invoices (record type 1) with a balance owed and due before `dueBefore` (exclusive), the oldest
 * due first, at most `perCustomer` each, with the count and balance of all of them: one query over all the customers.
 */
export function overdueInvoices(
  db: Kysely<DB>,
  customerIds: readonly number[],
  dueBefore: string,
  perCustomer: number,
): Promise<OverdueInvoiceRow[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  const items = db
    .selectFrom('ar_items as a')
    .where('a.customer_id', 'in', [...customerIds])
    .where('a.record_type', '=', AR_RECORD_TYPES.invoice)
    .where('a.due_date', '<', dueBefore)
    .where(sql<boolean>`a.balance > 0`)
    .select([
      'a.customer_id',
      'a.ar_code',
      'a.invoice_number',
      'a.order_number',
      'a.invoice_date',
      'a.due_date',
      'a.initial',
      'a.balance',
      sql<number>`row_number() over (partition by a.customer_id order by a.due_date, a.id)`.as('place'),
      sql<number>`count(*) over (partition by a.customer_id)`.as('overdue_count'),
      sql<string | number>`sum(a.balance) over (partition by a.customer_id)`.as('overdue_total'),
    ]);
  return db
    .selectFrom(items.as('s'))
    .select([
      's.customer_id',
      's.ar_code',
      's.invoice_number',
      's.order_number',
      's.invoice_date',
      's.due_date',
      's.initial',
      's.balance',
      's.overdue_count',
      's.overdue_total',
    ])
    .where('s.place', '<=', perCustomer)
    .orderBy('s.customer_id')
    .orderBy('s.place')
    .execute();
}
