import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isoDateOf } from '../platform/time/iso-date';

/** Lines the demo's standing order takes from Bayside Bistro's Weekly guide. */
const DEMO_LINES = 6;

/**
 * Issue 32: the `customer` demo user (Bayside Bistro) has a standing order for Downtown, Mondays and Thursdays, active
 * from the seed's day: the job places Thursday's order a day before its cut-off and mails it. Run after the order
 * guides; skips itself when any standing order exists.
 */
export async function seedStandingOrders(db: Kysely<DB>, now: number): Promise<void> {
  const existing = await db.selectFrom('standing_orders').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const user = await db
    .selectFrom('users')
    .innerJoin('customers', 'customers.id', 'users.customer_id')
    .select(['users.id as userId', 'customers.id as customerId'])
    .where('users.username', '=', 'customer')
    .executeTakeFirst();
  if (!user) return;
  const shipTo = await db
    .selectFrom('ship_tos')
    .select('code')
    .where('customer_id', '=', user.customerId)
    .where('code', '=', 'DOWNTN')
    .executeTakeFirst();
  const guide = await db
    .selectFrom('order_guides')
    .select('id')
    .where('customer_id', '=', user.customerId)
    .where('name', '=', 'Weekly')
    .executeTakeFirst();
  if (!shipTo || !guide) return;
  const lines = await db
    .selectFrom('order_guide_products as g')
    .innerJoin('products as p', 'p.product_key', 'g.product_key')
    .select(['g.product_key', 'g.order_quantity', 'g.unit_of_measure', 'p.product_code', 'p.description'])
    .where('g.guide_id', '=', guide.id)
    .orderBy('g.sequence')
    .limit(DEMO_LINES)
    .execute();
  if (lines.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('standing_orders')
      .values({
        customer_id: user.customerId,
        user_id: user.userId,
        name: 'Weekly produce',
        ship_to_code: shipTo.code,
        // Monday and Thursday (1 = Sunday).
        weekdays: '2,5',
        start_date: isoDateOf(now),
        end_date: null,
        paused: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('standing_order_lines')
      .values(
        lines.map((l, i) => ({
          standing_order_id: id,
          sequence: i + 1,
          product_key: l.product_key,
          product_code: l.product_code,
          description: l.description,
          quantity: Number(l.order_quantity) > 0 ? l.order_quantity : 1,
          unit: l.unit_of_measure,
        })),
      )
      .execute();
  });
}
