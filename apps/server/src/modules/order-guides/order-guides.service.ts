import { type OrderGuide, type ParLevel, STANDARD_ORDER_GUIDE } from '@storefront/contract';
import type { Db } from '../../db/database';
import type { GuideOwner } from '../../platform/auth/guide-owner';
import { ANY_WEEKDAY, parsOfOwner } from './order-guide-pars.repository';
import { guidesOf, visibleGuideProductsOf } from './order-guides.repository';

/** Spec 1 §1: the system guide always exists; an owner the seed never reached (every consumer) has an empty one. */
const EMPTY_STANDARD: OrderGuide = { name: STANDARD_ORDER_GUIDE, isPrimary: true, isReadOnly: true, products: [] };

/** 'Standard' first, then by name (raw order breaks ties the locale calls equal). */
function byGuideOrder(a: OrderGuide, b: OrderGuide): number {
  const standard = Number(b.name === STANDARD_ORDER_GUIDE) - Number(a.name === STANDARD_ORDER_GUIDE);
  return standard || a.name.localeCompare(b.name, 'en') || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** Issue 32: each line's par level for one ship-to, by guide id and product key. */
async function parLevelsOf(db: Db, owner: GuideOwner, shipToCode: string): Promise<Map<string, ParLevel>> {
  const levels = new Map<string, ParLevel>();
  for (const row of await parsOfOwner(db, owner, shipToCode)) {
    const key = `${row.guide_id}:${row.product_key}`;
    const level = levels.get(key) ?? { unitOfMeasure: row.unit_of_measure, quantity: 0, byWeekday: [] };
    if (row.weekday === ANY_WEEKDAY) level.quantity = Number(row.quantity);
    else level.byWeekday.push({ weekday: row.weekday, quantity: Number(row.quantity) });
    levels.set(key, level);
  }
  return levels;
}

/** A line without a par leaves the field out: clients that know nothing of pars read the same lines. */
const optionalPar = (par: ParLevel | undefined) => (par ? { parLevel: par } : {});

/**
 * GET /api/orderguide: the owner's guides (the acting customer's, or a consumer's own) with
 * their visible products (spec 1 §5), each with its par level for `shipToCode` (issue 32;
 * '' for an owner without ship-tos). A caller with no owner has no guides.
 */
export async function listOrderGuides(db: Db, owner: GuideOwner | null, shipToCode = ''): Promise<OrderGuide[]> {
  if (owner === null) return [];
  const [guides, products, pars] = await Promise.all([
    guidesOf(db, owner),
    visibleGuideProductsOf(db, owner),
    parLevelsOf(db, owner, shipToCode),
  ]);
  const productsOf = new Map<number, OrderGuide['products']>();
  for (const p of products) {
    const list = productsOf.get(p.guide_id) ?? [];
    list.push({
      productKey: p.product_key,
      orderQuantity: Number(p.order_quantity),
      unitOfMeasure: p.unit_of_measure,
      sequence: p.sequence,
      ...optionalPar(pars.get(`${p.guide_id}:${p.product_key}`)),
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
