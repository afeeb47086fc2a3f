import type { Kysely, Selectable } from 'kysely';
import { ACTING_CUSTOMER_COLUMNS } from '../../platform/auth/acting-for.repository';
import type { DB, StandingOrderLinesTable, StandingOrderRunsTable, StandingOrdersTable } from '../../db/schema';

export type StandingOrderRow = Selectable<StandingOrdersTable>;
export type StandingOrderLineRow = Selectable<StandingOrderLinesTable>;
export type StandingOrderRunRow = Selectable<StandingOrderRunsTable>;
export type StandingOrderHeader = Omit<StandingOrderRow, 'id' | 'customer_id' | 'user_id' | 'created_at'>;
export type NewStandingOrderLine = Omit<StandingOrderLineRow, 'standing_order_id'>;

/** Every query names the customer: one customer never reads or changes another's standing orders. */
export function listStandingOrders(db: Kysely<DB>, customerId: number, limit: number): Promise<StandingOrderRow[]> {
  return db
    .selectFrom('standing_orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countStandingOrders(db: Kysely<DB>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('standing_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findStandingOrder(
  db: Kysely<DB>,
  customerId: number,
  id: number,
): Promise<StandingOrderRow | undefined> {
  return db
    .selectFrom('standing_orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Active standing orders of every customer, a page at a time by id (the job walks them all). */
export function activeStandingOrders(db: Kysely<DB>, afterId: number, limit: number): Promise<StandingOrderRow[]> {
  return db
    .selectFrom('standing_orders')
    .selectAll()
    .where('paused', '=', 0)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function linesOf(db: Kysely<DB>, ids: readonly number[]): Promise<StandingOrderLineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('standing_order_lines')
    .selectAll()
    .where('standing_order_id', 'in', ids)
    .orderBy('standing_order_id')
    .orderBy('sequence')
    .execute();
}

/** The newest run of each standing order. */
export async function lastRuns(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, StandingOrderRunRow>> {
  const out = new Map<number, StandingOrderRunRow>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('standing_order_runs')
    .selectAll()
    .where('standing_order_id', 'in', ids)
    .orderBy('delivery_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) if (!out.has(r.standing_order_id)) out.set(r.standing_order_id, r);
  return out;
}

export async function insertStandingOrder(
  db: Kysely<DB>,
  owner: { customerId: number; userId: number },
  header: StandingOrderHeader,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('standing_orders')
    .values({ ...header, customer_id: owner.customerId, user_id: owner.userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStandingOrder(
  db: Kysely<DB>,
  customerId: number,
  id: number,
  header: StandingOrderHeader,
): Promise<boolean> {
  const result = await db
    .updateTable('standing_orders')
    .set(header)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceLines(db: Kysely<DB>, id: number, lines: readonly NewStandingOrderLine[]): Promise<void> {
  await db.deleteFrom('standing_order_lines').where('standing_order_id', '=', id).execute();
  if (lines.length > 0)
    await db
      .insertInto('standing_order_lines')
      .values(lines.map((l) => ({ ...l, standing_order_id: id })))
      .execute();
}

export async function deleteStandingOrder(db: Kysely<DB>, customerId: number, id: number): Promise<boolean> {
  const owned = await findStandingOrder(db, customerId, id);
  if (!owned) return false;
  await db.deleteFrom('standing_order_runs').where('standing_order_id', '=', id).execute();
  await db.deleteFrom('standing_order_lines').where('standing_order_id', '=', id).execute();
  await db.deleteFrom('standing_orders').where('id', '=', id).where('customer_id', '=', customerId).execute();
  return true;
}

export async function hasRun(db: Kysely<DB>, id: number, deliveryDate: string): Promise<boolean> {
  const row = await db
    .selectFrom('standing_order_runs')
    .select('id')
    .where('standing_order_id', '=', id)
    .where('delivery_date', '=', deliveryDate)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records what the job did for one delivery date. On conflict nothing is written and false comes back: another run
 * (another process) already did it. In the order's transaction a plain insert is used instead (insertRunOrFail).
 */
export async function insertRunOnce(db: Kysely<DB>, run: Omit<StandingOrderRunRow, 'id'>): Promise<boolean> {
  const rows = await db
    .insertInto('standing_order_runs')
    .values(run)
    .onConflict((oc) => oc.columns(['standing_order_id', 'delivery_date']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** The run of a placed order: a duplicate (standing order, date) fails, so the order's transaction rolls back. */
export async function insertRunOrFail(db: Kysely<DB>, run: Omit<StandingOrderRunRow, 'id'>): Promise<void> {
  await db.insertInto('standing_order_runs').values(run).execute();
}

/** The user a standing order places orders as, with the customer's price level; undefined when either is gone. */
export async function findBuyer(db: Kysely<DB>, userId: number, customerId: number) {
  const [user, customer] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'username', 'name', 'email', 'kind', 'is_admin', 'customer_id', 'disabled'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('customers').select(ACTING_CUSTOMER_COLUMNS).where('id', '=', customerId).executeTakeFirst(),
  ]);
  return user && customer ? { user, customer } : undefined;
}

/** The lines of one of the customer's orders (a standing order made from it). */
export function orderLinesOf(db: Kysely<DB>, customerId: number, orderNumber: string) {
  return db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.product_key', 'order_lines.quantity', 'order_lines.unit'])
    .where('orders.customer_id', '=', customerId)
    .where('orders.order_number', '=', orderNumber)
    .orderBy('order_lines.sequence')
    .execute();
}
