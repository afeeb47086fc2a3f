import { HIDDEN_PRODUCT_KEY } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { guideLineFor } from './guide-lines';
import { type GuideToWrite, sellByUnitsOf, writeOrderGuides, writeStandardGuides } from './order-guide-writer';

/** Bayside Bistro (the `customer` demo user) orders its produce and dairy weekly and stocks a bar. */
const DEMO_GUIDES: readonly { customer: string; name: string; categories: readonly string[]; perCategory: number }[] = [
  {
    customer: 'BAYBIS',
    name: 'Weekly',
    categories: ['VEG', 'FRUIT', 'HERBS', 'MILK', 'EGGS', 'BUTTER'],
    perCategory: 2,
  },
  { customer: 'BAYBIS', name: 'Bar', categories: ['SODA', 'WATER', 'JUICE', 'CUPS', 'NAPKIN'], perCategory: 2 },
];

/** A demo guide: the first listed products of each of its categories by description, in the guide's category order. */
async function demoGuide(
  db: Kysely<DB>,
  customerId: number,
  spec: (typeof DEMO_GUIDES)[number],
): Promise<GuideToWrite> {
  const rows = await db
    .selectFrom('products')
    .select(['product_key', 'category_code'])
    .where('is_active', '=', 1)
    .where('product_key', '<>', HIDDEN_PRODUCT_KEY)
    .where('category_code', 'in', [...spec.categories])
    .orderBy('description')
    .orderBy('product_key')
    .execute();
  const units = await sellByUnitsOf(
    db,
    rows.map((r) => r.product_key),
  );
  const lines = spec.categories.flatMap((category) =>
    rows
      .filter((r) => r.category_code === category && units.has(r.product_key))
      .slice(0, spec.perCategory)
      .flatMap((r) => guideLineFor(r.product_key, units.get(r.product_key) ?? []) ?? []),
  );
  return { customerId, name: spec.name, isStandard: false, lines };
}

/**
 * Every customer's Standard guide from its order history, and the demo customer's own
 * guides. Run after the catalogue and orders; skips itself when any guide exists.
 */
export async function seedOrderGuides(db: Kysely<DB>, now: number): Promise<void> {
  const existing = await db.selectFrom('order_guides').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await writeStandardGuides(trx, now);
    const customers = await trx.selectFrom('customers').select(['id', 'customer_code']).execute();
    const ids = new Map(customers.map((c) => [c.customer_code, c.id]));
    const guides: GuideToWrite[] = [];
    for (const spec of DEMO_GUIDES) {
      const customerId = ids.get(spec.customer);
      if (customerId === undefined) continue;
      const guide = await demoGuide(trx, customerId, spec);
      if (guide.lines.length > 0) guides.push(guide);
    }
    await writeOrderGuides(trx, guides, now);
  });
}
