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

/** Issue 32: the demo customer counts its Weekly guide and fills it to par; these lines have pars. */
const DEMO_PAR_GUIDE = { customer: 'BAYBIS', name: 'Weekly', lines: 4 } as const;
const DAY_MS = 86_400_000;

/**
 * Fill to par for the demo: pars on the first lines of the demo customer's Weekly guide, for its
 * default ship-to (the first line's doubles on Friday deliveries), and a count three days ago
 * that left each short of its par, so Count mode shows the last count and suggestions at once.
 */
async function seedDemoPars(db: Kysely<DB>, now: number): Promise<void> {
  const guide = await db
    .selectFrom('order_guides as g')
    .innerJoin('customers as c', 'c.id', 'g.customer_id')
    .select(['g.id', 'c.default_shipto_code'])
    .where('c.customer_code', '=', DEMO_PAR_GUIDE.customer)
    .where('g.name', '=', DEMO_PAR_GUIDE.name)
    .executeTakeFirst();
  if (!guide) return;
  const shipToCode = guide.default_shipto_code ?? '';
  const lines = await db
    .selectFrom('order_guide_products')
    .select(['product_key', 'order_quantity', 'unit_of_measure'])
    .where('guide_id', '=', guide.id)
    .orderBy('sequence')
    .limit(DEMO_PAR_GUIDE.lines)
    .execute();
  if (lines.length === 0) return;
  const pars = lines.flatMap((l, i) => {
    const par = Number(l.order_quantity) * (3 + i);
    const row = (weekday: number, quantity: number) => ({
      guide_id: guide.id,
      product_key: l.product_key,
      ship_to_code: shipToCode,
      weekday,
      unit_of_measure: l.unit_of_measure,
      quantity: quantity.toFixed(2),
    });
    return i === 0 ? [row(0, par), row(5, par * 2)] : [row(0, par)];
  });
  await db.insertInto('order_guide_pars').values(pars).execute();
  const counted = now - 3 * DAY_MS;
  const count = await db
    .insertInto('order_guide_counts')
    .values({
      guide_id: guide.id,
      ship_to_code: shipToCode,
      count_date: new Date(counted).toISOString().slice(0, 10),
      counted_at: counted,
      counted_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_guide_count_lines')
    .values(
      lines.map((l, i) => ({
        count_id: count.id,
        product_key: l.product_key,
        on_hand: (Number(l.order_quantity) * (i % 2 === 0 ? 1 : 2)).toFixed(2),
        unit_of_measure: l.unit_of_measure,
      })),
    )
    .execute();
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
    await seedDemoPars(trx, now);
  });
}
