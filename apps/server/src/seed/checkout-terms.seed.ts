import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Maine's sales tax: supplies are taxed, food bought for resale or home use is not. */
const TAX_RATE = '0.055';
const TAXABLE_MAIN_CATEGORIES = ['PAPER', 'CLEAN'];

/**
 * Tax and add-on charges of the demo: ship-tos deliver free above $150 (a $25 small-order
 * charge below it); home delivery costs $5.99 by zip zone, plus $4.99 under $50. The
 * catalogue seed writes them before its orders, which are priced on them.
 */
export async function writeCheckoutTerms(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable('ship_tos')
    .set({ tax_rate: TAX_RATE, delivery_fee: 0, small_order_threshold: 150, small_order_charge: 25 })
    .execute();
  await db
    .updateTable('zip_zones')
    .set({ tax_rate: TAX_RATE, delivery_fee: '5.99', small_order_threshold: 50, small_order_charge: '4.99' })
    .execute();
  await db.updateTable('zip_zones').set({ cutoff_time: '12:00', lead_days: 1 }).where('deliverable', '=', 1).execute();
  await db
    .updateTable('products')
    .set({ is_taxable: 1 })
    .where('main_category_code', 'in', TAXABLE_MAIN_CATEGORIES)
    .execute();
}

/** The checkout terms for a data dir whose catalogue came before them; skips itself once any ship-to has a tax rate. */
export async function seedCheckoutTerms(db: Kysely<DB>): Promise<void> {
  const done = await db.selectFrom('ship_tos').select('id').where('tax_rate', '>', '0').limit(1).executeTakeFirst();
  if (done) return;
  await db.transaction().execute(writeCheckoutTerms);
}
