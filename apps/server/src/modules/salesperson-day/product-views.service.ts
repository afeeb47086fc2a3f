import { viewDayStart } from '@storefront/domain';
import type { Db } from '../../db/database';
import { upsertProductView } from './product-views.repository';

/** Who opened a product's detail, as the product route knows it after answering. */
export interface ProductViewer {
  /** The customer the request acted for; null for guests and consumers (no trade customer). */
  customerId: number | null;
  /** A salesperson browsing for the customer is not the customer's interest: their views are not recorded. */
  isSalesperson: boolean;
}

/**
 * Issue 33: records that a customer's user viewed a product (products viewed but not bought this week). Called after
 * the product page's answer is sent; one upsert; a failure is logged and never reaches the page.
 */
export async function recordProductView(
  deps: { db: Db; log: { warn(details: object, message: string): void } },
  viewer: ProductViewer,
  productKey: number,
  now: number,
): Promise<void> {
  if (viewer.customerId === null || viewer.isSalesperson) return;
  try {
    await upsertProductView(deps.db, {
      customerId: viewer.customerId,
      productKey,
      dayStart: viewDayStart(now),
      at: now,
    });
  } catch (err) {
    deps.log.warn({ err, productKey }, 'product view not recorded');
  }
}
