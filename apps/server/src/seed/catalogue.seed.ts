import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { taxableProducts } from '../modules/checkout/checkout-target.repository';
import { bumpCacheVersion, CATALOGUE_CACHE, PRICES_CACHE } from '../platform/cache/cache-versions.repository';
import { syncImages } from '../modules/product-images/image-sync';
import { isoDateOf } from '../platform/time/iso-date';
import type { DB } from '../db/schema';
import { generateDemoProducts } from './demo-catalogue/demo-catalogue.generator';
import { demoProducts } from './demo-catalogue/demo-products';
import { writeCatalogue, writeExcludedCategories, writeOrders } from './catalogue-writer';
import { writeCheckoutTerms } from './checkout-terms.seed';
import { orderCustomers } from './customer-generator';
import { generateOrders } from './order-generator';
import { writeProductImages } from './product-images.seed';
import { writeScanDocuments } from './scan-documents.seed';
import { writeDemoSubstitutes } from './substitutes.seed';

/** Harbor Grill buys its cleaning supplies elsewhere; the school cafeteria serves no shellfish. */
const DEMO_EXCLUSIONS: readonly { customer: string; categories: readonly string[] }[] = [
  { customer: 'HARGRL', categories: ['CHEM', 'JANIT', 'DISH'] },
  { customer: 'STMARY', categories: ['SHELL'] },
];

/**
 * Issue 32: the demo customer (Bayside Bistro) orders for Friday delivery every week, so that its usual order for the
 * next Friday is missing and a reminder goes out before Thursday's cut-off. Two more of the demo salesperson's
 * customers usually order for Monday and for Wednesday: whichever of the main ship-tos' days (Mon, Wed, Fri) is next,
 * the salesperson's 'Usual order missing' list names one of them. 2 = Monday, 4 = Wednesday, 6 = Friday.
 */
const DEMO_USUAL_WEEKDAYS: readonly { customer: string; weekday: number; weeks: number }[] = [
  { customer: 'BAYBIS', weekday: 6, weeks: 6 },
  { customer: 'MAPLEC', weekday: 2, weeks: 6 },
  { customer: 'NORTAV', weekday: 4, weeks: 6 },
];

/**
 * The demo catalogue of the data files under demo-catalogue/: products with units, prices and stock, exclusions, push
 * products, checkout terms, open and past orders (priced on those terms), named substitutes and a sold-out product
 * (issue 31), spec sheets and (unless turned off) images.
 * Skips itself when products exist.
 */
export async function seedCatalogue(db: Kysely<DB>, config: Config, now: number): Promise<void> {
  const existing = await db.selectFrom('products').select('product_key').limit(1).executeTakeFirst();
  if (existing) return;
  const today = isoDateOf(now);
  const customers = await db.selectFrom('customers').select(['id', 'customer_code']).orderBy('id').execute();
  const ids = new Map(customers.map((c) => [c.customer_code, c.id]));

  await db.transaction().execute(async (trx) => {
    const options = {
      products: demoProducts().length,
      today,
      now,
      contractCustomerIds: customers.map((c) => c.id),
      contractShare: 0.12,
    };
    const written = await writeCatalogue(trx, options, generateDemoProducts(options));
    await writeExcludedCategories(
      trx,
      DEMO_EXCLUSIONS.flatMap((e) => {
        const customerId = ids.get(e.customer);
        return customerId === undefined ? [] : e.categories.map((categoryCode) => ({ customerId, categoryCode }));
      }),
    );
    // The orders are priced as checkout prices a cart: on these terms (tax, add-on charges), so they come first.
    await writeCheckoutTerms(trx);
    const taxable = await taxableProducts(
      trx,
      written.orderProducts.map((p) => p.productKey),
    );
    await writeOrders(
      trx,
      generateOrders(await orderCustomers(trx), written.orderProducts, {
        today,
        now,
        openPerCustomer: 2,
        historyPerCustomer: 40,
        historyDays: 365,
        taxable,
        usualWeekdays: DEMO_USUAL_WEEKDAYS.flatMap((u) => {
          const customerId = ids.get(u.customer);
          return customerId === undefined ? [] : [{ customerId, weekday: u.weekday, weeks: u.weeks }];
        }),
      }),
    );
    await writeDemoSubstitutes(trx);
    await bumpCacheVersion(trx, CATALOGUE_CACHE);
    await bumpCacheVersion(trx, PRICES_CACHE);
  });

  await writeScanDocuments(db, config.documentsDir);
  if (config.seedDemoImages) {
    await writeProductImages(config.imageSourceDir);
    await syncImages({ db, sourceDir: config.imageSourceDir, imagesDir: config.imagesDir, now: () => now });
  }
}
