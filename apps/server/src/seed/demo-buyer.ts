import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The demo trade buyer (the `customer` user of Bayside Bistro): its user id and customer, or null when not seeded. */
export async function demoBuyer(db: Kysely<DB>): Promise<{ userId: number; customerId: number } | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'customer_id'])
    .where('username', '=', 'customer')
    .executeTakeFirst();
  return user?.customer_id ? { userId: user.id, customerId: user.customer_id } : null;
}
