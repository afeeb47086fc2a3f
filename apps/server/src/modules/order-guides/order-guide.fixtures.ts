import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A guide the test owns, holding `productKeys` (1 CS each, whether or not they exist) in that order. */
export async function insertTestGuide(
  db: Kysely<DB>,
  customerId: number,
  name: string,
  productKeys: readonly number[],
): Promise<number> {
  const guide = await db
    .insertInto('order_guides')
    .values({ customer_id: customerId, name, created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (productKeys.length > 0) {
    await db
      .insertInto('order_guide_products')
      .values(
        productKeys.map((key, i) => ({
          guide_id: guide.id,
          product_key: key,
          order_quantity: 1,
          unit_of_measure: 'CS',
          sequence: i + 1,
        })),
      )
      .execute();
  }
  return guide.id;
}
