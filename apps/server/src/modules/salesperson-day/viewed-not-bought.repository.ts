import type { ViewWeek } from '@storefront/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { listedProduct } from '../catalogue/listed-product.repository';

export interface ViewedNotBoughtRow {
  customer_id: number;
  product_key: number;
  product_code: string;
  description: string;
  views: number;
  last_viewed_at: number;
}

/**
 * Each customer's products viewed this week (a stored day whose last view is from `week.viewedFrom` on) that are on
 * none of its orders (not cancelled) placed this week, the latest viewed first, at most `perCustomer` each: one
 * grouped query over all the customers. `views` adds the days' counts (a UTC day that began before Monday 00:00 in the
 * site's time zone counts whole).
 */
export function viewedNotBought(
  db: Kysely<DB>,
  customerIds: readonly number[],
  week: ViewWeek,
  perCustomer: number,
): Promise<ViewedNotBoughtRow[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  const ids = [...customerIds];
  const viewed = db
    // This week's orders of these customers, read once: each view is then matched against them (an anti-join),
    // rather than probing every order of its customer again for each view.
    .with('bought', (qb) =>
      qb
        .selectFrom('orders as o')
        .innerJoin('order_lines as ol', 'ol.order_id', 'o.id')
        .where('o.customer_id', 'in', ids)
        .where('o.order_date', '>=', week.orderedFrom)
        .where('o.status', '<>', 'Cancelled')
        .select(['o.customer_id', 'ol.product_key'])
        .distinct(),
    )
    .selectFrom('product_views as v')
    .innerJoin('products as p', 'p.product_key', 'v.product_key')
    .leftJoin('bought as b', (join) =>
      join.onRef('b.customer_id', '=', 'v.customer_id').onRef('b.product_key', '=', 'v.product_key'),
    )
    .where('b.product_key', 'is', null)
    .where('v.customer_id', 'in', ids)
    .where('v.day_start', '>=', week.firstViewDay)
    .where('v.last_viewed_at', '>=', week.viewedFrom)
    .where(listedProduct)
    .groupBy(['v.customer_id', 'v.product_key', 'p.product_code', 'p.description'])
    .select((eb) => [
      'v.customer_id',
      'v.product_key',
      'p.product_code',
      'p.description',
      eb.fn.sum<number>('v.views').as('views'),
      eb.fn.max<number>('v.last_viewed_at').as('last_viewed_at'),
      sql<number>`row_number() over (partition by v.customer_id order by max(v.last_viewed_at) desc, v.product_key)`.as(
        'place',
      ),
    ]);
  return db
    .selectFrom(viewed.as('s'))
    .select(['customer_id', 'product_key', 'product_code', 'description', 'views', 'last_viewed_at'])
    .where('s.place', '<=', perCustomer)
    .orderBy('customer_id')
    .orderBy('place')
    .execute();
}
