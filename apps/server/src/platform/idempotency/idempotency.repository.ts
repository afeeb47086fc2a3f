import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface KeyClaim {
  userId: number;
  key: string;
  operation: string;
  requestHash: string;
}

/** Inserts the pending key; false when a row for (user, key) is already there. */
export async function claimKey(db: Kysely<DB>, claim: KeyClaim, now: number, leaseUntil: number): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      operation: claim.operation,
      request_hash: claim.requestHash,
      response: null,
      created_at: now,
      lease_until: leaseUntil,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findKey(db: Kysely<DB>, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['id', 'operation', 'request_hash', 'response', 'created_at', 'lease_until'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Stores the answer; run it in the transaction that makes the outcome, so both commit or neither. */
export async function completeKey(db: Kysely<DB>, userId: number, key: string, response: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Frees a key whose request ended without an outcome worth repeating (refused, failed), so it may be used again. */
export async function releaseKey(db: Kysely<DB>, userId: number, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('response', 'is', null)
    .execute();
}

/** Renews the lease of a pending key while its request runs. */
export async function renewLease(db: Kysely<DB>, userId: number, key: string, leaseUntil: number): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ lease_until: leaseUntil })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('response', 'is', null)
    .execute();
}

/**
 * Frees a pending key whose lease ran out before `now` (its request died with its process); a key without a lease
 * (claimed before leases) when it was claimed before `claimedBefore`.
 */
export async function releaseStaleKey(db: Kysely<DB>, id: number, now: number, claimedBefore: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('id', '=', id)
    .where('response', 'is', null)
    .where((eb) =>
      eb.or([
        eb('lease_until', '<', now),
        eb.and([eb('lease_until', 'is', null), eb('created_at', '<', claimedBefore)]),
      ]),
    )
    .execute();
}
