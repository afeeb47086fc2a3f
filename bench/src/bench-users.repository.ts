import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema';
import { DEFAULT_HASH_COST, hashPassword } from '../../apps/server/src/platform/auth/password-hash';

/** The checkout bench signs in as bench01..bench20, one generated trade customer each. */
export const BENCH_USER_COUNT = 20;
export const BENCH_PASSWORD = 'Demo#2026';
export const benchUsername = (n: number) => `bench${String(n).padStart(2, '0')}`;

/**
 * Adds the bench users, each for its own generated customer (not a demo customer) that
 * has a ship-to with delivery days and buys no category elsewhere, so that every product
 * of the list can go into its cart. Customers are taken evenly across the generated ones.
 */
export async function writeBenchUsers(
  db: Kysely<DB>,
  generatedCustomerIds: readonly number[],
  excludedCustomerIds: ReadonlySet<number>,
  now: number,
): Promise<number> {
  const generated = new Set(generatedCustomerIds);
  const withShipTo = await db
    .selectFrom('ship_tos')
    .select('customer_id')
    .where('delivery_days', '!=', '')
    .distinct()
    .orderBy('customer_id')
    .execute();
  const eligible = withShipTo.map((r) => r.customer_id).filter((id) => generated.has(id) && !excludedCustomerIds.has(id));
  if (eligible.length < BENCH_USER_COUNT) {
    throw new Error(`only ${eligible.length} generated customers can have a bench user; ${BENCH_USER_COUNT} are needed`);
  }
  const chosen = Array.from({ length: BENCH_USER_COUNT }, (_, k) => eligible[Math.floor((k * eligible.length) / BENCH_USER_COUNT)]);
  // scrypt runs on the thread pool: the 20 hashes overlap.
  const hashes = await Promise.all(chosen.map(() => hashPassword(BENCH_PASSWORD, DEFAULT_HASH_COST)));
  const rows = chosen.map((customerId, k) => {
    const username = benchUsername(k + 1);
    const passwordHash = hashes[k];
    if (customerId === undefined || passwordHash === undefined) throw new Error('bench user without customer or password');
    return {
      username,
      email: `${username}@example.com`,
      name: `Bench User ${String(k + 1).padStart(2, '0')}`,
      password_hash: passwordHash,
      kind: 'customer' as const,
      customer_id: customerId,
      created_at: now,
      password_changed_at: now,
    };
  });
  await db.insertInto('users').values(rows).execute();
  return rows.length;
}
