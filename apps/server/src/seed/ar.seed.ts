import { roundMoney, toDecimal } from '@storefront/domain';
import type { Kysely } from 'kysely';
import { chunked, rowsPerInsert } from '../db/chunking';
import type { DB } from '../db/schema';
import { onOrderTotal } from '../modules/account/ar-items.repository';
import { generateArItems, type GeneratedArItem } from './ar-generator';
import { SALES_CUSTOMERS } from './demo-accounts';

/** The demo trade customers with a ledger: the demo users' own and every customer the salesperson acts for. */
const AR_CUSTOMERS = new Set<string>(['BAYBIS', 'HARGRL', ...SALES_CUSTOMERS]);
/** Orders held for credit approval, by customer: the summary's 'on hold'. */
const ON_HOLD: Record<string, string> = { HARGRL: '412.50', NORTAV: '128.00' };
/** The one demo customer with an invoice over 90 days past due (in dispute; an order of theirs waits on credit approval). */
export const OVER_NINETY_CUSTOMER = 'NORTAV';
/** What a demo ledger may leave open: this share of the credit limit less what is on order and on hold. */
const OPEN_SHARE = '0.7';

/** Writes a customer's ledger rows in batches. */
export async function writeArItems(
  db: Kysely<DB>,
  customerId: number,
  items: readonly GeneratedArItem[],
  now: number,
): Promise<void> {
  const rows = items.map((item) => ({ ...item, customer_id: customerId, created_at: now }));
  for (const chunk of chunked(rows, rowsPerInsert(Object.keys(rows[0] ?? {}).length || 1))) {
    await db.insertInto('ar_items').values(chunk).execute();
  }
}

/**
 * A/R for the demo trade customers, as a distributor's books read on the day of the seed: an
 * invoice for each of their invoiced orders, checks applied to them, a few invoices past due,
 * one item of every other record type, and a balance well within the credit limit; one customer
 * has an invoice over 90 days past due. Skips itself when any A/R exists.
 */
export async function seedAccountsReceivable(db: Kysely<DB>, today: string, now: number): Promise<void> {
  const existing = await db.selectFrom('ar_items').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const customers = await db
    .selectFrom('customers')
    .select(['id', 'customer_code', 'credit_limit'])
    .orderBy('id')
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const [index, customer] of customers.entries()) {
      if (!AR_CUSTOMERS.has(customer.customer_code)) continue;
      const orders = await trx
        .selectFrom('orders')
        .select(['order_number', 'order_date', 'total', 'invoiced_total', 'po_number'])
        .where('customer_id', '=', customer.id)
        .where('status', '=', 'Invoiced')
        .orderBy('order_date')
        .execute();
      const onHold = ON_HOLD[customer.customer_code];
      const onOrder = await onOrderTotal(trx, customer.id);
      const room = toDecimal(customer.credit_limit)
        .minus(onOrder)
        .minus(onHold ?? 0);
      const items = generateArItems(
        orders.map((o) => ({
          orderNumber: o.order_number,
          orderDate: o.order_date,
          // Billed as invoiced: a catch-weight line at the weight shipped, not the order's estimate.
          total: o.invoiced_total ?? o.total,
          poNumber: o.po_number,
        })),
        {
          today,
          seed: 1300 + index,
          extras: true,
          maxBalance: roundMoney(room.times(OPEN_SHARE)),
          overNinety: customer.customer_code === OVER_NINETY_CUSTOMER,
        },
      );
      await writeArItems(trx, customer.id, items, now);
      if (onHold) await trx.updateTable('customers').set({ on_hold: onHold }).where('id', '=', customer.id).execute();
    }
  });
}
