import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { listedProduct } from '../catalogue/listed-product.repository';

/** Whose report: a trade customer, or a consumer's own purchases (customer null). */
export interface ReportScope {
  customerId: number | null;
  userId: number;
}

/** The most rows one report lists: far above any real catalogue a customer prints, low enough to bound the work. */
export const REPORT_ROW_LIMIT = 20_000;

/**
 * The listed products the customer may buy (its excluded categories left out), by category and
 * description; only `productKeys` when given, only one category when `categoryCode` is given.
 */
export function reportProducts(db: Kysely<DB>, customerId: number | null, filter: { categoryCode?: string | undefined; productKeys?: readonly number[] }) {
  let q = db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.code', 'p.category_code')
    .leftJoin('product_units as pu', (j) => j.onRef('pu.product_key', '=', 'p.product_key').onRef('pu.unit', '=', 'p.pricing_um'))
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
    .where(listedProduct);
  if (customerId !== null) {
    q = q.where('p.category_code', 'not in', (eb) =>
      eb.selectFrom('customer_excluded_categories as x').select('x.category_code').where('x.customer_id', '=', customerId),
    );
  }
  if (filter.categoryCode) q = q.where('p.category_code', '=', filter.categoryCode);
  if (filter.productKeys) {
    if (filter.productKeys.length === 0) return Promise.resolve([]);
    q = q.where('p.product_key', 'in', filter.productKeys);
  }
  return q.orderBy('c.sequence').orderBy('c.description').orderBy('p.description').orderBy('p.product_key').limit(REPORT_ROW_LIMIT).execute();
}

export type ReportProductRow = Awaited<ReturnType<typeof reportProducts>>[number];

/** What the scope bought (orders not cancelled) on or after `since`, with each order's delivery date. */
export function purchasesSince(db: Kysely<DB>, scope: ReportScope, since: string) {
  let q = db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .select(['l.product_key', 'o.delivery_date', 'o.order_date'])
    .where('o.status', '<>', 'Cancelled')
    .where('o.order_date', '>=', since);
  q = scope.customerId !== null ? q.where('o.customer_id', '=', scope.customerId) : q.where('o.customer_id', 'is', null).where('o.user_id', '=', scope.userId);
  return q.limit(REPORT_ROW_LIMIT * 10).execute();
}

/** The customer's name, code and price level; undefined for a consumer. */
export function reportCustomer(db: Kysely<DB>, customerId: number | null) {
  if (customerId === null) return Promise.resolve(undefined);
  return db.selectFrom('customers').select(['name', 'customer_code', 'price_level']).where('id', '=', customerId).executeTakeFirst();
}

/** A category by code, for the product list's heading. */
export function findCategory(db: Kysely<DB>, code: string) {
  return db.selectFrom('categories').select(['code', 'description']).where('code', '=', code).executeTakeFirst();
}
