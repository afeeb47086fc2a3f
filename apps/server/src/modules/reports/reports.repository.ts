import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { chunked } from '../../db/chunking';
import { nextTurn } from '../../platform/scheduling/next-turn';
import { listedProduct } from '../catalogue/listed-product.repository';

/** Whose report: a trade customer, or a consumer's own purchases (customer null). */
export interface ReportScope {
  customerId: number | null;
  userId: number;
}

/** The most rows one report lists: far above any real catalogue a customer prints, low enough to bound the work. */
export const REPORT_ROW_LIMIT = 20_000;

/** Report rows are read this many at a time, with a turn of the event loop between reads. */
const ROW_CHUNK = 1_000;

type ReportFilter = { categoryCode?: string | undefined; productKeys?: readonly number[] };

/** The categories a report covers, in its order: the customer's (excluded ones left out), or the one asked for. */
function reportCategories(db: Kysely<DB>, customerId: number | null, filter: ReportFilter) {
  let q = db.selectFrom('categories as c').select('c.code');
  if (customerId !== null) {
    q = q.where('c.code', 'not in', (eb) =>
      eb
        .selectFrom('customer_excluded_categories as x')
        .select('x.category_code')
        .where('x.customer_id', '=', customerId),
    );
  }
  if (filter.categoryCode) q = q.where('c.code', '=', filter.categoryCode);
  return q.orderBy('c.sequence').orderBy('c.description').orderBy('c.code').execute();
}

/**
 * The keys of the listed products the report lists, in its order (category, then description), at most
 * REPORT_ROW_LIMIT: one query per category, each an index range, with a turn of the event loop between them
 * (one query sorting a 100,000-product catalogue held the loop for 100 ms on SQLite).
 */
async function reportProductKeys(db: Kysely<DB>, customerId: number | null, filter: ReportFilter): Promise<number[]> {
  if (filter.productKeys?.length === 0) return [];
  const keys: number[] = [];
  for (const category of await reportCategories(db, customerId, filter)) {
    if (keys.length >= REPORT_ROW_LIMIT) break;
    await nextTurn();
    let q = db
      .selectFrom('products as p')
      .select('p.product_key')
      .where(listedProduct)
      .where('p.category_code', '=', category.code);
    if (filter.productKeys) q = q.where('p.product_key', 'in', filter.productKeys);
    const rows = await q
      .orderBy('p.description')
      .orderBy('p.product_key')
      .limit(REPORT_ROW_LIMIT - keys.length)
      .execute();
    for (const row of rows) keys.push(row.product_key);
  }
  return keys;
}

function reportProductRows(db: Kysely<DB>, keys: readonly number[]) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.code', 'p.category_code')
    .leftJoin('product_units as pu', (j) =>
      j.onRef('pu.product_key', '=', 'p.product_key').onRef('pu.unit', '=', 'p.pricing_um'),
    )
    .select([
      'p.product_key',
      'p.product_code',
      'p.description',
      'p.brand',
      'p.pricing_um',
      'p.category_code',
      'c.description as category',
      'pu.price_decimals',
    ])
    .where('p.product_key', 'in', keys)
    .execute();
}

export type ReportProductRow = Awaited<ReturnType<typeof reportProductRows>>[number];

/**
 * The listed products the customer may buy (its excluded categories left out), by category and description; only
 * `productKeys` when given, only one category when `categoryCode` is given. The order comes from one query of keys,
 * the rows from reads of ROW_CHUNK keys between which other requests are served (issue 26: a whole-catalogue report
 * must not hold the event loop).
 */
export async function reportProducts(
  db: Kysely<DB>,
  customerId: number | null,
  filter: ReportFilter,
): Promise<ReportProductRow[]> {
  const keys = await reportProductKeys(db, customerId, filter);
  const rows: ReportProductRow[] = [];
  for (const chunk of chunked(keys, ROW_CHUNK)) {
    await nextTurn();
    const byKey = new Map((await reportProductRows(db, chunk)).map((r) => [r.product_key, r]));
    for (const key of chunk) {
      const row = byKey.get(key);
      if (row) rows.push(row);
    }
  }
  return rows;
}

/** What the scope bought (orders not cancelled) on or after `since`, with each order's delivery date. */
export function purchasesSince(db: Kysely<DB>, scope: ReportScope, since: string) {
  let q = db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .select(['l.product_key', 'o.delivery_date', 'o.order_date'])
    .where('o.status', '<>', 'Cancelled')
    .where('o.order_date', '>=', since);
  q =
    scope.customerId !== null
      ? q.where('o.customer_id', '=', scope.customerId)
      : q.where('o.customer_id', 'is', null).where('o.user_id', '=', scope.userId);
  return q.limit(REPORT_ROW_LIMIT * 10).execute();
}

/** The customer's name, code and price level; undefined for a consumer. */
export function reportCustomer(db: Kysely<DB>, customerId: number | null) {
  if (customerId === null) return Promise.resolve(undefined);
  return db
    .selectFrom('customers')
    .select(['name', 'customer_code', 'price_level'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** A category by code, for the product list's heading. */
export function findCategory(db: Kysely<DB>, code: string) {
  return db.selectFrom('categories').select(['code', 'description']).where('code', '=', code).executeTakeFirst();
}
