import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

export interface OpenCreditRequestRow {
  customer_id: number;
  id: number;
  order_number: string;
  created_at: number;
  requested_amount: string | number;
  /** Every open request of the customer: how many (a count, as the driver gives it). */
  open_count: number | string;
}

/**
 * Each customer's credit requests still Open (issue 33: waiting for the salesperson's review), the oldest first, at
 * most `perCustomer` each, with the count of all of them: one query over all the customers.
 */
export function openCreditRequests(
  db: Kysely<DB>,
  customerIds: readonly number[],
  perCustomer: number,
): Promise<OpenCreditRequestRow[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  const open = db
    .selectFrom('credit_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .where('r.customer_id', 'in', [...customerIds])
    .where('r.status', '=', 'Open')
    .select([
      'r.customer_id',
      'r.id',
      'o.order_number',
      'r.created_at',
      'r.requested_amount',
      sql<number>`row_number() over (partition by r.customer_id order by r.created_at, r.id)`.as('place'),
      sql<number | string>`count(*) over (partition by r.customer_id)`.as('open_count'),
    ]);
  return db
    .selectFrom(open.as('s'))
    .select(['s.customer_id', 's.id', 's.order_number', 's.created_at', 's.requested_amount', 's.open_count'])
    .where('s.place', '<=', perCustomer)
    .orderBy('s.customer_id')
    .orderBy('s.place')
    .execute();
}
