import { type Kysely, sql } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema';
import { chunked, rowsPerInsert } from '../../apps/server/src/db/chunking';
import { AR_RECORD_TYPES, HIDDEN_PRODUCT_KEY, viewDayStart } from '@storefront/domain';

const DAY = 86_400_000;
const WEEKS = 104;
const GUIDE_LINES = 30;
/** Days of views kept (the purge job keeps 5 weeks) and products viewed per customer and day. */
const VIEW_DAYS = 35;
const VIEWS_PER_DAY = 8;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY);
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * Whether guide line `j` is on the order of week `k` (0 this week, 1 last week ...): lines 0-9 every week, 10-19
 * every other week, 20-24 every third, 25-27 every week until 5 weeks ago (stopped), 28-29 every fourth.
 */
function onOrder(j: number, k: number): boolean {
  if (j < 10) return true;
  if (j < 20) return k % 2 === 0;
  if (j < 25) return k % 3 === 0;
  if (j < 28) return k >= 5;
  return k % 4 === 0;
}

export interface SalespersonDayData {
  customers: number;
  orders: number;
  lines: number;
  arItems: number;
  views: number;
}

/**
 * A salesperson's 200 customers with two years of history: the demo salesperson `sales` gets `customerIds`; each has a
 * Standard guide of 30 products, an order every week for 104 weeks (about 20 lines: guide lines by onOrder, two
 * others), an A/R invoice per order (paid but the last five weeks', and for one customer in four three overdue ones)
 * and 8 products viewed a day over the last 5 weeks.
 */
export async function writeSalespersonDay(
  db: Kysely<DB>,
  customerIds: readonly number[],
  now: number,
): Promise<SalespersonDayData> {
  const sales = await db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirstOrThrow();
  await db.deleteFrom('salesperson_customers').where('user_id', '=', sales.id).execute();
  await db
    .insertInto('salesperson_customers')
    .values(customerIds.map((id) => ({ user_id: sales.id, customer_id: id })))
    .execute();
  const products = (
    await db
      .selectFrom('products')
      .select('product_key')
      .where('is_active', '=', 1)
      .where('product_key', '<>', HIDDEN_PRODUCT_KEY)
      .orderBy('product_key')
      .execute()
  ).map((p) => p.product_key);
  const today = iso(now);
  const monday = mondayOf(today);
  const result: SalespersonDayData = { customers: customerIds.length, orders: 0, lines: 0, arItems: 0, views: 0 };
  let number = 1;
  for (const [i, customerId] of customerIds.entries()) {
    const pick = (n: number) => products[(i * 37 + n * 13) % products.length] ?? products[0] ?? 1;
    const guideKeys = Array.from({ length: GUIDE_LINES }, (_, j) => pick(j));
    const guide = await db
      .insertInto('order_guides')
      .values({ customer_id: customerId, user_id: null, name: 'Standard', is_primary: 1, is_read_only: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_guide_products')
      .values(
        [...new Set(guideKeys)].map((key, j) => ({
          guide_id: guide.id,
          product_key: key,
          order_quantity: 1,
          unit_of_measure: 'CS',
          sequence: j,
        })),
      )
      .execute();
    const weekday = i % 3;
    const plans = Array.from({ length: WEEKS }, (_, k) => {
      const delivery = addDays(monday, -7 * k + 2 * weekday);
      const keys = new Set(guideKeys.filter((_, j) => onOrder(j, k)));
      keys.add(pick(GUIDE_LINES + (k % 50)));
      keys.add(pick(GUIDE_LINES + 50 + (k % 70)));
      return { k, delivery, keys: [...keys] };
    });
    const orders = await db
      .insertInto('orders')
      .values(
        plans.map((p) => ({
          order_number: `SP${String(number++).padStart(7, '0')}`,
          customer_id: customerId,
          user_id: null,
          status: p.delivery > today ? ('Open' as const) : ('Invoiced' as const),
          order_date: addDays(p.delivery, -1),
          delivery_date: p.delivery,
          ship_to_code: 'MAIN',
          ship_method: 'Delivery',
          created_at: Date.parse(`${p.delivery}T12:00:00Z`) - DAY,
        })),
      )
      .returning(['id', 'order_number', 'delivery_date'])
      .execute();
    const lines = orders.flatMap((o, n) =>
      (plans[n]?.keys ?? []).map((key, s) => ({
        order_id: o.id,
        product_key: key,
        unit: 'CS',
        quantity: 1,
        stock_quantity: 1,
        price_unit: 'CS',
        unit_price: '12.50',
        extension: '12.50',
        sequence: s,
      })),
    );
    for (const chunk of chunked(lines, rowsPerInsert(9))) await db.insertInto('order_lines').values(chunk).execute();
    const overdueCustomer = i % 4 === 0;
    const items = orders.map((o, n) => {
      const k = plans[n]?.k ?? 0;
      const invoiceDate = o.delivery_date ?? today;
      const open = k <= 5 || (overdueCustomer && (k === 7 || k === 9 || k === 12));
      const amount = (12.5 * (plans[n]?.keys.length ?? 1)).toFixed(2);
      return {
        customer_id: customerId,
        ar_code: `IN${o.order_number.slice(2)}`,
        record_type: AR_RECORD_TYPES.invoice,
        reference: o.order_number,
        invoice_number: `IN${o.order_number.slice(2)}`,
        order_number: o.order_number,
        invoice_date: invoiceDate,
        due_date: addDays(invoiceDate, 30),
        initial: amount,
        balance: open ? amount : '0.00',
        created_at: now,
      };
    });
    for (const chunk of chunked(items, rowsPerInsert(11))) await db.insertInto('ar_items').values(chunk).execute();
    const views = Array.from({ length: VIEW_DAYS }, (_, d) => now - d * DAY).flatMap((at) =>
      Array.from({ length: VIEWS_PER_DAY }, (_, v) => ({
        customer_id: customerId,
        product_key: pick(GUIDE_LINES + ((at / DAY + v * 7) % 120 | 0)),
        day_start: viewDayStart(at),
        views: 1 + (v % 3),
        last_viewed_at: at,
      })),
    );
    const unique = [...new Map(views.map((v) => [`${v.day_start}:${v.product_key}`, v])).values()];
    for (const chunk of chunked(unique, rowsPerInsert(5))) await db.insertInto('product_views').values(chunk).execute();
    result.orders += orders.length;
    result.lines += lines.length;
    result.arItems += items.length;
    result.views += unique.length;
  }
  return result;
}

/**
 * Fresh statistics, as a database that has lived a while would have; on PostgreSQL a vacuum too, which sets the
 * visibility map autovacuum would have set (index-only scans read no table pages then).
 */
export async function analyze(db: Kysely<DB>, postgres: boolean): Promise<void> {
  await (postgres ? sql`vacuum analyze` : sql`analyze`).execute(db);
}
