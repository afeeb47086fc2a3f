import { estimateOrder } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DEFAULT_POLICY_CODE } from '../modules/credits/credit-policy.repository';
import { prepareInvoice, recordInvoice } from '../modules/invoicing/invoicing.service';
import { findAnyOrder } from '../modules/invoicing/invoicing.repository';
import { recordedTotals } from '../modules/orders/order-totals';
import { readSiteValues } from '../modules/settings/settings.repository';
import { localIsoDate } from '../platform/time/iso-date';
import { demoBuyer } from './demo-buyer';
import { addDays } from './catalogue-prices';
import { orderCustomers } from './customer-generator';

/** The demo's fresh delivery, numbered apart from the generated history (SO100001 on) and the salesperson day's. */
export const FRESH_DELIVERY_NUMBER = 'SO7100001';
/** Lines on it, at most: products of the main categories with the shortest claim window. */
const FRESH_LINES = 4;
/** Claim windows this short or shorter are the fresh ones (the demo's: meat, seafood, dairy, produce, 72 hours). */
const FRESH_WINDOW_HOURS = 72;

type Db = Kysely<DB>;

/** The main categories whose claim window is fresh, from the credit policy. */
async function freshCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('credit_policies')
    .select('main_category_code')
    .where('window_hours', '<=', FRESH_WINDOW_HOURS)
    .where('main_category_code', '<>', DEFAULT_POLICY_CODE)
    .execute();
  return rows.map((r) => r.main_category_code);
}

/** The customer's most recent line of each fresh product it buys by the piece (no catch weight), newest first. */
async function freshLines(db: Db, customerId: number, categories: readonly string[]) {
  const rows = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('products as p', 'p.product_key', 'l.product_key')
    .selectAll('l')
    .where('o.customer_id', '=', customerId)
    .where('o.status', '=', 'Invoiced')
    .where('l.is_catch_weight', '=', 0)
    .where('p.main_category_code', 'in', categories)
    .orderBy('o.order_date', 'desc')
    .orderBy('l.id')
    .limit(200)
    .execute();
  const byProduct = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byProduct.has(row.product_key)) byProduct.set(row.product_key, row);
  return [...byProduct.values()].slice(0, FRESH_LINES);
}

/**
 * Issue 33: the seeded history's deliveries are days old, past the fresh categories' 72-hour claim window. Bayside
 * Bistro (the `customer` demo user) also had a delivery yesterday (in the site's time zone), invoiced and not checked
 * in: fresh products it buys, priced on its ship-to's terms and invoiced as shipped, so a new user can check in a fresh
 * line and claim it. Dated from the seed's `now`. Run after the A/R (the invoice adds its own open item to the ledger)
 * and after the demo check-in (which stays on an older delivery); skips itself when the order exists.
 */
export async function seedFreshDelivery(db: Db, now: number): Promise<void> {
  const existing = await db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', FRESH_DELIVERY_NUMBER)
    .executeTakeFirst();
  if (existing) return;
  const buyer = await demoBuyer(db);
  if (!buyer) return;
  const { customerId } = buyer;
  const categories = await freshCategories(db);
  if (categories.length === 0) return;
  const lines = await freshLines(db, customerId, categories);
  const customer = (await orderCustomers(db)).find((c) => c.id === customerId);
  if (lines.length === 0 || !customer) return;
  const { timeZone } = await readSiteValues(db);
  const deliveryDate = addDays(localIsoDate(now, timeZone), -1);
  const orderDate = addDays(deliveryDate, -1);
  const totals = recordedTotals(
    estimateOrder(
      lines.map((l) => ({ extension: l.extension, taxable: l.is_taxable === 1 })),
      customer.charges,
    ),
  );
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        order_number: FRESH_DELIVERY_NUMBER,
        customer_id: customerId,
        user_id: buyer.userId,
        status: 'Shipped',
        order_date: orderDate,
        delivery_date: deliveryDate,
        po_number: '',
        ship_to_code: customer.shipTo,
        ship_method: 'Delivery',
        ...totals,
        created_at: now - 2 * 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values(
        lines.map((l, i) => ({
          order_id: order.id,
          sequence: i + 1,
          product_key: l.product_key,
          product_code: l.product_code,
          description: l.description,
          product_text1: l.product_text1,
          product_text2: l.product_text2,
          unit: l.unit,
          quantity: l.quantity,
          stock_quantity: l.stock_quantity,
          price_unit: l.price_unit,
          unit_price: l.unit_price,
          price_decimals: l.price_decimals,
          extension: l.extension,
          is_taxable: l.is_taxable,
          is_catch_weight: 0,
        })),
      )
      .execute();
    // Invoiced as the administrator invoices a delivery, shipped as ordered, on its delivery date: the order's invoice
    // figures and its A/R item. Its delivery mail went out before the demo began: none is queued.
    const shipped = await findAnyOrder(trx, FRESH_DELIVERY_NUMBER);
    if (!shipped) return;
    const invoice = await prepareInvoice(trx, shipped, { lines: [] });
    await recordInvoice(trx, invoice, { now, invoiceDate: deliveryDate, outbox: { enqueue: async () => {} } });
  });
}
