import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Reads the counters of `keys`, creating missing ones, and locks them until the transaction
 * ends: the no-op update of ON CONFLICT takes the row lock on PostgreSQL (a concurrent
 * attempt on the same key waits here) and the write lock on SQLite. Keys are sorted so two
 * attempts always lock in the same order and cannot deadlock.
 */
export async function lockCounters(trx: Kysely<DB>, keys: readonly string[], now: number) {
  const sorted = [...keys].sort();
  return trx
    .insertInto('sign_in_counters')
    .values(sorted.map((key) => ({ key, count: 0, window_start: now, last_at: now })))
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: (eb) => eb.ref('sign_in_counters.count') }))
    .returning(['key', 'count', 'window_start', 'last_at'])
    .execute();
}

export async function saveCounter(
  trx: Kysely<DB>,
  row: { key: string; count: number; window_start: number; last_at: number },
): Promise<void> {
  await trx
    .updateTable('sign_in_counters')
    .set({ count: row.count, window_start: row.window_start, last_at: row.last_at })
    .where('key', '=', row.key)
    .execute();
}

/**
 * Gives back an attempt that turned out not to be a failure. One statement per key, each
 * holding one row lock at a time, so it cannot deadlock with a reservation holding several.
 */
export async function releaseAttempt(db: Kysely<DB>, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await db
      .updateTable('sign_in_counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  }
}

export async function deleteCounter(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('sign_in_counters').where('key', '=', key).execute();
}

export async function isKnownAddress(db: Kysely<DB>, username: string, ip: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_known_addresses')
    .select('last_success_at')
    .where('username', '=', username)
    .where('ip', '=', ip)
    .where('last_success_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberAddress(db: Kysely<DB>, username: string, ip: string, now: number): Promise<void> {
  await db
    .insertInto('sign_in_known_addresses')
    .values({ username, ip, last_success_at: now })
    .onConflict((oc) => oc.columns(['username', 'ip']).doUpdateSet({ last_success_at: now }))
    .execute();
}

/** Counts one attempt that was refused before its reservation (an address over its share), in one statement. */
export async function countRefusedAttempt(db: Kysely<DB>, key: string, now: number): Promise<void> {
  await db
    .insertInto('sign_in_counters')
    .values({ key, count: 1, window_start: now, last_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ count: (eb) => eb('sign_in_counters.count', '+', 1), last_at: now }),
    )
    .execute();
}
