import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Records one view of a product's detail for a customer: the day's row is inserted, or its count goes up and its
 * last view moves (one statement, no read first).
 */
export async function upsertProductView(
  db: Kysely<DB>,
  view: { customerId: number; productKey: number; dayStart: number; at: number },
): Promise<void> {
  await db
    .insertInto('product_views')
    .values({
      customer_id: view.customerId,
      product_key: view.productKey,
      day_start: view.dayStart,
      views: 1,
      last_viewed_at: view.at,
    })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'day_start', 'product_key']).doUpdateSet({
        views: sql`product_views.views + 1`,
        last_viewed_at: view.at,
      }),
    )
    .execute();
}
