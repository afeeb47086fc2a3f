import { STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { STOPPED_BUYING_MIN_WEEKS, type StoppedBuyingWindow } from '@storefront/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { dateLiteral } from '../../db/date-literal';
import { listedProduct } from '../catalogue/listed-product.repository';

export interface StoppedBuyingRow {
  customer_id: number;
  product_key: number;
  product_code: string;
  description: string;
  last_bought_on: string;
  weeks_bought: number;
}

/**
 * The products each customer stopped buying (stoppedBuyingWindow's rule), at most `perCustomer` each, the most weeks
 * bought first: one query over all the customers, in two steps. First the products of each customer's Standard guide
 * with no order (not cancelled) delivered from `recentFrom` on; then, for those only, their lines on the customer's
 * orders delivered in the earlier weeks (orders by customer and delivery date, lines by order and product: both
 * indexes), counting the distinct weeks (a CASE naming each date's week). The window's dates are in the SQL text
 * (dateLiteral), and so is the status left out: a generic plan cannot see a bound value, and where every order has
 * one status it guessed one row for `status <> $n` and ran ten times slower on PostgreSQL.
 */
export async function stoppedBuyingProducts(
  db: Kysely<DB>,
  customerIds: readonly number[],
  window: StoppedBuyingWindow,
  perCustomer: number,
): Promise<StoppedBuyingRow[]> {
  const first = window.earlierWeeks[0];
  if (customerIds.length === 0 || !first) return [];
  const weekOf = sql`case ${sql.join(
    window.earlierWeeks.map((w, i) => sql`when o.delivery_date < ${dateLiteral(w.to)} then ${sql.lit(i)}`),
    sql` `,
  )} end`;
  const weeksBought = sql<number>`count(distinct ${weekOf})`;
  return db
    .with('candidates', (qb) =>
      qb
        .selectFrom('order_guides as g')
        .innerJoin('order_guide_products as gp', 'gp.guide_id', 'g.id')
        .select([sql<number>`g.customer_id`.as('customer_id'), 'gp.product_key'])
        .where('g.customer_id', 'in', [...customerIds])
        .where('g.name', '=', STANDARD_ORDER_GUIDE)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('orders as r')
                .innerJoin('order_lines as rl', 'rl.order_id', 'r.id')
                .select(sql`1`.as('one'))
                .whereRef('r.customer_id', '=', 'g.customer_id')
                .whereRef('rl.product_key', '=', 'gp.product_key')
                .where('r.delivery_date', '>=', dateLiteral(window.recentFrom))
                .where('r.status', '<>', sql.lit('Cancelled')),
            ),
          ),
        ),
    )
    .selectFrom((qb) =>
      qb
        .selectFrom('candidates as c')
        .innerJoin('orders as o', 'o.customer_id', 'c.customer_id')
        .innerJoin('order_lines as ol', (join) =>
          join.onRef('ol.order_id', '=', 'o.id').onRef('ol.product_key', '=', 'c.product_key'),
        )
        .innerJoin('products as p', 'p.product_key', 'c.product_key')
        .where('o.delivery_date', '>=', dateLiteral(first.from))
        .where('o.delivery_date', '<', dateLiteral(window.recentFrom))
        .where('o.status', '<>', sql.lit('Cancelled'))
        .where(listedProduct)
        .groupBy(['c.customer_id', 'c.product_key', 'p.product_code', 'p.description'])
        .having(weeksBought, '>=', STOPPED_BUYING_MIN_WEEKS)
        .select((eb) => [
          'c.customer_id',
          'c.product_key',
          'p.product_code',
          'p.description',
          eb.fn.max<string>('o.delivery_date').as('last_bought_on'),
          weeksBought.as('weeks_bought'),
          sql<number>`row_number() over (partition by c.customer_id order by ${weeksBought} desc, max(o.delivery_date) desc, c.product_key)`.as(
            'place',
          ),
        ])
        .as('s'),
    )
    .select(['customer_id', 'product_key', 'product_code', 'description', 'last_bought_on', 'weeks_bought'])
    .where('s.place', '<=', perCustomer)
    .orderBy('customer_id')
    .orderBy('place')
    .execute();
}
