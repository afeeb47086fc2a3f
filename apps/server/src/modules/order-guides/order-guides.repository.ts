import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { listedProduct } from '../catalogue/listed-product.repository';

/** A customer's guides, in no particular order. */
export function guidesOf(db: Kysely<DB>, customerId: number) {
  return db.selectFrom('order_guides').select(['id', 'name', 'is_primary', 'is_read_only']).where('customer_id', '=', customerId).execute();
}

/**
 * The products of a customer's guides that are visible (active and not the never-listed
 * key, spec 1 §5), by guide and then sequence: one query for all of its guides.
 */
export function visibleGuideProductsOf(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('order_guide_products as gp')
    .innerJoin('order_guides as g', 'g.id', 'gp.guide_id')
    .innerJoin('products as p', 'p.product_key', 'gp.product_key')
    .select(['gp.guide_id', 'gp.product_key', 'gp.order_quantity', 'gp.unit_of_measure', 'gp.sequence'])
    .where('g.customer_id', '=', customerId)
    .where(listedProduct)
    .orderBy('gp.guide_id')
    .orderBy('gp.sequence')
    .orderBy('gp.product_key')
    .execute();
}

/**
 * The customer's guide of this name with the keys of its products (visible or not:
 * callers intersect them with lists of visible products), or null when the customer
 * has no guide of that name. Another customer's guide of the same name is never read.
 */
export async function findGuideKeys(db: Kysely<DB>, customerId: number, name: string): Promise<{ guideId: number; productKeys: number[] } | null> {
  const rows = await db
    .selectFrom('order_guides as g')
    .leftJoin('order_guide_products as gp', 'gp.guide_id', 'g.id')
    .select(['g.id', 'gp.product_key'])
    .where('g.customer_id', '=', customerId)
    .where('g.name', '=', name)
    .execute();
  const first = rows[0];
  if (!first) return null;
  return { guideId: first.id, productKeys: rows.flatMap((r) => (r.product_key === null ? [] : [r.product_key])) };
}
