import { type OrderGuide, STANDARD_ORDER_GUIDE } from '@storefront/contract';
import type { Db } from '../../db/database';
import type { GuideOwner } from '../../platform/auth/guide-owner';
import { guidesOf, visibleGuideProductsOf } from './order-guides.repository';

/** Spec 1 §1: the system guide always exists; an owner the seed never reached (every consumer) has an empty one. */
const EMPTY_STANDARD: OrderGuide = { name: STANDARD_ORDER_GUIDE, isPrimary: true, isReadOnly: true, products: [] };

/** 'Standard' first, then by name (raw order breaks ties the locale calls equal). */
function byGuideOrder(a: OrderGuide, b: OrderGuide): number {
  const standard = Number(b.name === STANDARD_ORDER_GUIDE) - Number(a.name === STANDARD_ORDER_GUIDE);
  return standard || a.name.localeCompare(b.name, 'en') || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * GET /api/orderguide: the owner's guides (the acting customer's, or a consumer's own) with
 * their visible products (spec 1 §5). A caller with no owner has no guides.
 */
export async function listOrderGuides(db: Db, owner: GuideOwner | null): Promise<OrderGuide[]> {
  if (owner === null) return [];
  const [guides, products] = await Promise.all([guidesOf(db, owner), visibleGuideProductsOf(db, owner)]);
  const productsOf = new Map<number, OrderGuide['products']>();
  for (const p of products) {
    const list = productsOf.get(p.guide_id) ?? [];
    list.push({
      productKey: p.product_key,
      orderQuantity: Number(p.order_quantity),
      unitOfMeasure: p.unit_of_measure,
      sequence: p.sequence,
    });
    productsOf.set(p.guide_id, list);
  }
  const result: OrderGuide[] = guides.map((g) => ({
    name: g.name,
    isPrimary: g.is_primary === 1,
    isReadOnly: g.is_read_only === 1,
    products: productsOf.get(g.id) ?? [],
  }));
  if (!result.some((g) => g.name === STANDARD_ORDER_GUIDE)) result.push(EMPTY_STANDARD);
  return result.sort(byGuideOrder);
}
