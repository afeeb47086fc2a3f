import { STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { stoppedBuyingWindow, thisWeek, viewDayStart } from '@storefront/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB, OrderLinesTable } from '../db/schema';
import { isoDateOf } from '../platform/time/iso-date';
import { addDays } from './catalogue-prices';

/** Issue 33: two of the demo salesperson's customers stopped buying two products of their Standard guide each. */
const STOPPED_BUYING = ['PINEDL', 'CASCOB'] as const;
const STOPPED_PRODUCTS = 2;
/** ... and users of two others looked at products this week that they have not ordered. */
const VIEWED = [
  { customer: 'HARGRL', products: 3 },
  { customer: 'MAPLEC', products: 2 },
] as const;
/** The stopped products were bought on the Wednesday of the 4 most recent of the 8 earlier weeks. */
const STOPPED_WEEKS = 4;
const FIRST_ORDER_NUMBER = 7_000_001;

type Db = Kysely<DB>;

/** A line of an invoiced order of the customer for a product of its Standard guide not bought since `since` (untaxed). */
async function stoppedCandidates(db: Db, customerId: number, since: string) {
  const rows = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('order_guides as g', (join) =>
      join.onRef('g.customer_id', '=', 'o.customer_id').on('g.name', '=', STANDARD_ORDER_GUIDE),
    )
    .innerJoin('order_guide_products as gp', (join) =>
      join.onRef('gp.guide_id', '=', 'g.id').onRef('gp.product_key', '=', 'l.product_key'),
    )
    .selectAll('l')
    .select(['o.ship_to_code', 'o.ship_method', 'o.user_id', 'o.po_number'])
    .where('o.customer_id', '=', customerId)
    .where('o.status', '=', 'Invoiced')
    .where('l.is_taxable', '=', 0)
    .where('l.is_catch_weight', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_lines as r')
            .innerJoin('orders as ro', 'ro.id', 'r.order_id')
            .select('r.id')
            .whereRef('r.product_key', '=', 'l.product_key')
            .where('ro.customer_id', '=', customerId)
            .where('ro.delivery_date', '>=', since),
        ),
      ),
    )
    .orderBy('l.product_key')
    .orderBy('o.order_date', 'desc')
    .execute();
  const byProduct = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byProduct.has(row.product_key)) byProduct.set(row.product_key, row);
  return [...byProduct.values()].slice(0, STOPPED_PRODUCTS);
}

/** Orders, one per stopped week, of the customer's candidate lines, invoiced the day after delivery. */
async function writeStoppedHistory(db: Db, customerId: number, today: string, number: number, now: number) {
  const window = stoppedBuyingWindow(today);
  const lines = await stoppedCandidates(db, customerId, window.recentFrom);
  const first = lines[0];
  if (!first) return number;
  for (const week of window.earlierWeeks.slice(-STOPPED_WEEKS)) {
    const deliveryDate = addDays(week.from, 2);
    const total = lines.reduce((sum, l) => sum + Number(l.invoiced_extension ?? l.extension), 0).toFixed(2);
    const orderNumber = `SO${number++}`;
    const order = await db
      .insertInto('orders')
      .values({
        order_number: orderNumber,
        customer_id: customerId,
        user_id: first.user_id,
        status: 'Invoiced',
        order_date: addDays(deliveryDate, -1),
        delivery_date: deliveryDate,
        po_number: first.po_number,
        ship_to_code: first.ship_to_code,
        ship_method: first.ship_method,
        total,
        line_total: total,
        created_at: Date.parse(`${deliveryDate}T12:00:00Z`) - 86_400_000,
        address_id: null,
        card_brand: null,
        card_last4: null,
        card_expiry: null,
        payment_transaction_id: null,
        invoice_number: `IN${orderNumber.replace(/\D/g, '')}`,
        invoice_date: addDays(deliveryDate, 1),
        invoiced_at: now,
        invoiced_line_total: total,
        invoiced_tax: '0.00',
        invoiced_total: total,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copies: Insertable<OrderLinesTable>[] = lines.map((l, sequence) => ({
      order_id: order.id,
      product_key: l.product_key,
      unit: l.unit,
      quantity: l.quantity,
      stock_quantity: l.stock_quantity,
      price_unit: l.price_unit,
      unit_price: l.unit_price,
      extension: l.extension,
      price_decimals: l.price_decimals,
      sequence,
      product_code: l.product_code,
      description: l.description,
      product_text1: l.product_text1,
      product_text2: l.product_text2,
      is_taxable: 0,
      shipped_quantity: l.quantity,
      invoiced_extension: l.invoiced_extension ?? l.extension,
    }));
    await db.insertInto('order_lines').values(copies).execute();
  }
  return number;
}

/** Products of the customer's Standard guide that are on none of its orders placed this week. */
async function unorderedGuideProducts(db: Db, customerId: number, monday: string, count: number) {
  const rows = await db
    .selectFrom('order_guide_products as gp')
    .innerJoin('order_guides as g', 'g.id', 'gp.guide_id')
    .select('gp.product_key')
    .where('g.customer_id', '=', customerId)
    .where('g.name', '=', STANDARD_ORDER_GUIDE)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_lines as l')
            .innerJoin('orders as o', 'o.id', 'l.order_id')
            .select('l.id')
            .whereRef('l.product_key', '=', 'gp.product_key')
            .where('o.customer_id', '=', customerId)
            .where('o.order_date', '>=', monday),
        ),
      ),
    )
    .orderBy('gp.sequence')
    .limit(count)
    .execute();
  return rows.map((r) => r.product_key);
}

/**
 * Issue 33, the demo salesperson's start page: PINEDL and CASCOB bought two products of their Standard guide every
 * week of the month before the last three weeks, and not since (stopped buying); HARGRL's and MAPLEC's users opened
 * products of their guide today that they have not ordered this week (viewed, not bought). Overdue invoices come from
 * the seeded ledger. Run after the order guides and before the A/R (which invoices these orders too); skips itself
 * when any product view exists.
 */
export async function seedSalespersonDay(db: Db, now: number): Promise<void> {
  const existing = await db.selectFrom('product_views').select('customer_id').limit(1).executeTakeFirst();
  if (existing) return;
  const today = isoDateOf(now);
  const customers = await db.selectFrom('customers').select(['id', 'customer_code']).execute();
  const ids = new Map(customers.map((c) => [c.customer_code, c.id]));
  await db.transaction().execute(async (trx) => {
    let number = FIRST_ORDER_NUMBER;
    for (const code of STOPPED_BUYING) {
      const customerId = ids.get(code);
      if (customerId !== undefined) number = await writeStoppedHistory(trx, customerId, today, number, now);
    }
    const monday = thisWeek(today).from;
    for (const spec of VIEWED) {
      const customerId = ids.get(spec.customer);
      if (customerId === undefined) continue;
      const keys = await unorderedGuideProducts(trx, customerId, monday, spec.products);
      if (keys.length === 0) continue;
      await trx
        .insertInto('product_views')
        .values(
          keys.map((productKey, i) => ({
            customer_id: customerId,
            product_key: productKey,
            day_start: viewDayStart(now),
            views: 1 + i,
            last_viewed_at: now - i * 1000,
          })),
        )
        .execute();
    }
  });
}
