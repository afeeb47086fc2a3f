import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** An active customer assigned to this salesperson, with its price level; undefined when it is not theirs or inactive. */
export async function assignedCustomer(db: Kysely<DB>, salespersonId: number, customerId: number) {
  const row = await db
    .selectFrom('salesperson_customers as sc')
    .innerJoin('customers as c', 'c.id', 'sc.customer_id')
    .select(['c.id', 'c.price_level'])
    .where('sc.user_id', '=', salespersonId)
    .where('sc.customer_id', '=', customerId)
    .where('c.is_active', '=', 1)
    .executeTakeFirst();
  return row ? { id: row.id, priceLevel: row.price_level } : undefined;
}
