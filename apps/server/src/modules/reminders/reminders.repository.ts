import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A customer with the delivery schedule of its default ship-to: the ship-to its next delivery date is offered for. */
export interface ScheduledCustomer {
  id: number;
  customer_code: string;
  name: string;
  delivery_days: string;
  cutoff_time: string;
  lead_days: number;
}

function scheduledCustomers(db: Kysely<DB>) {
  return db
    .selectFrom('customers as c')
    .innerJoin('ship_tos as s', (join) =>
      join.onRef('s.customer_id', '=', 'c.id').onRef('s.code', '=', 'c.default_shipto_code'),
    )
    .select(['c.id', 'c.customer_code', 'c.name', 's.delivery_days', 's.cutoff_time', 's.lead_days'])
    .where('c.is_active', '=', 1);
}

/** Active customers with a default ship-to, by id after `afterId`, `limit` at a time (the job pages through them). */
export function customersPage(db: Kysely<DB>, afterId: number, limit: number): Promise<ScheduledCustomer[]> {
  return scheduledCustomers(db).where('c.id', '>', afterId).orderBy('c.id').limit(limit).execute();
}

/** A salesperson's active customers with a default ship-to (as /select-customer lists them), `limit` at most. */
export function salespersonCustomers(
  db: Kysely<DB>,
  salespersonId: number,
  limit: number,
): Promise<ScheduledCustomer[]> {
  return scheduledCustomers(db)
    .innerJoin('salesperson_customers as sc', 'sc.customer_id', 'c.id')
    .where('sc.user_id', '=', salespersonId)
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/**
 * The delivery dates (from `from` to `to`, ISO) these customers have an order for that is not cancelled, one row per
 * customer and date: one grouped query for all of them.
 */
export async function orderedDates(
  db: Kysely<DB>,
  customerIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, string[]>> {
  const byCustomer = new Map<number, string[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .selectFrom('orders')
    .select(['customer_id', 'delivery_date'])
    .where('customer_id', 'in', [...customerIds])
    .where('delivery_date', '>=', from)
    .where('delivery_date', '<=', to)
    .where('status', '<>', 'Cancelled')
    .groupBy(['customer_id', 'delivery_date'])
    .execute();
  for (const row of rows) {
    if (row.customer_id === null || row.delivery_date === null) continue;
    const dates = byCustomer.get(row.customer_id) ?? [];
    dates.push(row.delivery_date);
    byCustomer.set(row.customer_id, dates);
  }
  return byCustomer;
}

/** The customer's users who get reminders: not disabled, reminders on, with an e-mail address. */
export function reminderRecipients(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .where('disabled', '=', 0)
    .where('order_reminders', '=', 1)
    .where('email', 'is not', null)
    .where('email', '<>', '')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** Records the reminder for (customer, date); false when one was recorded already (by this run or another process). */
export async function claimReminder(
  db: Kysely<DB>,
  customerId: number,
  deliveryDate: string,
  recipients: number,
  now: number,
): Promise<boolean> {
  const row = await db
    .insertInto('order_reminders')
    .values({ customer_id: customerId, delivery_date: deliveryDate, sent_at: now, recipients })
    .onConflict((oc) => oc.columns(['customer_id', 'delivery_date']).doNothing())
    .returning('customer_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function readOrderReminders(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('order_reminders').where('id', '=', userId).executeTakeFirst();
  return (row?.order_reminders ?? 1) === 1;
}

export async function writeOrderReminders(db: Kysely<DB>, userId: number, on: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ order_reminders: on ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** Whether the customer has an order (not cancelled) for the date now. */
export async function hasOrderFor(db: Kysely<DB>, customerId: number, deliveryDate: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('delivery_date', '=', deliveryDate)
    .where('status', '<>', 'Cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
