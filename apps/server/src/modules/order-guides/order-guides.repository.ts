import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { listedProduct } from '../catalogue/listed-product.repository';
import type { GuideOwner } from '../../platform/auth/guide-owner';

/** The guides of exactly this owner (a trade customer's, or one consumer's own). */
export const ownedBy = (owner: GuideOwner) => (eb: ExpressionBuilder<DB, 'order_guides'>) =>
  eb(owner.kind === 'customer' ? 'order_guides.customer_id' : 'order_guides.user_id', '=', owner.id);

/** An owner's guides, in no particular order. */
export function guidesOf(db: Kysely<DB>, owner: GuideOwner) {
  return db
    .selectFrom('order_guides')
    .select(['id', 'name', 'is_primary', 'is_read_only'])
    .where(ownedBy(owner))
    .execute();
}

/**
 * The products of a owner's guides that are visible (active and not the never-listed
 * key, spec 1 §5), by guide and then sequence: one query for all of its guides.
 */
export function visibleGuideProductsOf(db: Kysely<DB>, owner: GuideOwner) {
  return db
    .selectFrom('order_guide_products as gp')
    .innerJoin('order_guides', 'order_guides.id', 'gp.guide_id')
    .innerJoin('products as p', 'p.product_key', 'gp.product_key')
    .select(['gp.guide_id', 'gp.product_key', 'gp.order_quantity', 'gp.unit_of_measure', 'gp.sequence'])
    .where(ownedBy(owner))
    .where(listedProduct)
    .orderBy('gp.guide_id')
    .orderBy('gp.sequence')
    .orderBy('gp.product_key')
    .execute();
}

/**
 * The owner's guide of this name with the keys of its products (visible or not:
 * callers intersect them with lists of visible products), or null when the customer
 * has no guide of that name. Another owner's guide of the same name is never read.
 */
export async function findGuideKeys(
  db: Kysely<DB>,
  owner: GuideOwner,
  name: string,
): Promise<{ guideId: number; productKeys: number[] } | null> {
  const rows = await db
    .selectFrom('order_guides')
    .leftJoin('order_guide_products as gp', 'gp.guide_id', 'order_guides.id')
    .select(['order_guides.id', 'gp.product_key'])
    .where(ownedBy(owner))
    .where('order_guides.name', '=', name)
    .execute();
  const first = rows[0];
  if (!first) return null;
  return { guideId: first.id, productKeys: rows.flatMap((r) => (r.product_key === null ? [] : [r.product_key])) };
}
