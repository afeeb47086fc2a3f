import { defined } from '@storefront/domain';
import { STANDARD_ORDER_GUIDE } from '@storefront/contract';
import type { Kysely } from 'kysely';
import { chunked, rowsPerInsert } from '../db/chunking';
import type { DB } from '../db/schema';
import { type GuideLine, type GuideSellBy, type Purchase, standardGuideLines } from './guide-lines';

const KEYS_PER_QUERY = 900;

export interface GuideToWrite {
  customerId: number;
  name: string;
  /** The system guide 'Standard': primary and read-only. */
  isStandard: boolean;
  /** In guide order; sequences are numbered from 1. */
  lines: readonly GuideLine[];
}

/** Guides first (for their ids), then their products, in batches. Returns the guides written. */
export async function writeOrderGuides(db: Kysely<DB>, guides: readonly GuideToWrite[], now: number): Promise<number> {
  for (const chunk of chunked(guides, rowsPerInsert(5))) {
    const inserted = await db
      .insertInto('order_guides')
      .values(
        chunk.map((g) => ({
          customer_id: g.customerId,
          name: g.name,
          is_primary: g.isStandard ? 1 : 0,
          is_read_only: g.isStandard ? 1 : 0,
          created_at: now,
        })),
      )
      .returning(['id', 'customer_id', 'name'])
      .execute();
    const idOf = new Map(inserted.map((r) => [`${r.customer_id}:${r.name}`, r.id]));
    const rows = chunk.flatMap((g) =>
      g.lines.map((line, i) => ({
        guide_id: defined(idOf.get(`${g.customerId}:${g.name}`), `guide ${g.name} of customer ${g.customerId}`),
        product_key: line.productKey,
        order_quantity: line.orderQuantity,
        unit_of_measure: line.unitOfMeasure,
        sequence: i + 1,
      })),
    );
    for (const part of chunked(rows, rowsPerInsert(5)))
      await db.insertInto('order_guide_products').values(part).execute();
  }
  return guides.length;
}

/** The sell-by units of products, in each product's unit order; a product without any is absent. */
export async function sellByUnitsOf(
  db: Kysely<DB>,
  productKeys: Iterable<number>,
): Promise<Map<number, GuideSellBy[]>> {
  const result = new Map<number, GuideSellBy[]>();
  for (const chunk of chunked([...new Set(productKeys)], KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('product_units')
      .select(['product_key', 'unit', 'sell_by_multiple'])
      .where('is_sell_by', '=', 1)
      .where('product_key', 'in', chunk)
      .orderBy('product_key')
      .orderBy('sequence')
      .execute();
    for (const r of rows) {
      const units = result.get(r.product_key) ?? [];
      units.push({ unit: r.unit, multiple: r.sell_by_multiple });
      result.set(r.product_key, units);
    }
  }
  return result;
}

/**
 * Gives every customer that has no 'Standard' guide one (spec 1 §1: the system guide
 * always exists), holding what the customer has bought in its orders that were not
 * cancelled: the one place the Standard guide is made, for the demo and the bench
 * catalogue alike. Returns the guides written.
 */
export async function writeStandardGuides(db: Kysely<DB>, now: number): Promise<number> {
  const customers = await db
    .selectFrom('customers as c')
    .select('c.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_guides as g')
            .select('g.id')
            .whereRef('g.customer_id', '=', 'c.id')
            .where('g.name', '=', STANDARD_ORDER_GUIDE),
        ),
      ),
    )
    .orderBy('c.id')
    .execute();
  if (customers.length === 0) return 0;
  const wanted = new Set(customers.map((c) => c.id));

  const bought = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['o.customer_id', 'l.product_key', 'l.unit'])
    .where('o.customer_id', 'is not', null)
    .where('o.status', '<>', 'Cancelled')
    .orderBy('o.customer_id')
    .orderBy('o.order_date')
    .orderBy('o.id')
    .orderBy('l.id')
    .execute();
  const purchases = new Map<number, Purchase[]>();
  for (const row of bought) {
    if (row.customer_id === null || !wanted.has(row.customer_id)) continue;
    const list = purchases.get(row.customer_id) ?? [];
    list.push({ productKey: row.product_key, unit: row.unit });
    purchases.set(row.customer_id, list);
  }
  const units = await sellByUnitsOf(
    db,
    bought.map((r) => r.product_key),
  );
  const guides = customers.map((c) => ({
    customerId: c.id,
    name: STANDARD_ORDER_GUIDE,
    isStandard: true,
    lines: standardGuideLines(purchases.get(c.id) ?? [], (key) => units.get(key) ?? []),
  }));
  return writeOrderGuides(db, guides, now);
}
