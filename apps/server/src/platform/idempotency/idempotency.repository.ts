import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface KeyClaim {
  userId: number;
  key: string;
  operation: string;
  requestHash: string;
}

/** Inserts the pending key; false when a row for (user, key) is already there. */
export async function claimKey(db: Kysely<DB>, claim: KeyClaim, now: number): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ user_id: claim.userId, key: claim.key, operation: claim.operation, request_hash: claim.requestHash, response: null, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findKey(db: Kysely<DB>, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['id', 'operation', 'request_hash', 'response', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Stores the answer; run it in the transaction that makes the outcome, so both commit or neither. */
export async function completeKey(db: Kysely<DB>, userId: number, key: string, response: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ response }).where('user_id', '=', userId).where('key', '=', key).execute();
}

/** Frees a key whose request ended without an outcome worth repeating (refused, failed), so it may be used again. */
export async function releaseKey(db: Kysely<DB>, userId: number, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('response', 'is', null).execute();
}

/** Frees a pending key older than `before` (its request died with its process). */
export async function releaseStaleKey(db: Kysely<DB>, id: number, before: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).where('response', 'is', null).where('created_at', '<', before).execute();
}
