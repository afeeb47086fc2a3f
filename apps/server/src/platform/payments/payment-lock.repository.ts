import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Takes every subject or none: a subject held by a lock that has not expired stays with it (and the transaction is
 * rolled back), an expired one is taken over. Returns whether all were taken.
 */
export async function takePaymentLocks(
  db: Kysely<DB>,
  subjects: readonly string[],
  now: number,
  expiresAt: number,
): Promise<boolean> {
  const sorted = [...new Set(subjects)].sort();
  if (sorted.length === 0) return true;
  try {
    await db.transaction().execute(async (trx) => {
      const taken = await trx
        .insertInto('payment_locks')
        .values(sorted.map((subject) => ({ subject, expires_at: expiresAt })))
        .onConflict((oc) =>
          oc
            .column('subject')
            .doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') })
            .where('payment_locks.expires_at', '<', now),
        )
        .returning('subject')
        .execute();
      if (taken.length !== sorted.length) throw new LocksHeld();
    });
    return true;
  } catch (err) {
    if (err instanceof LocksHeld) return false;
    throw err;
  }
}

class LocksHeld extends Error {}

export async function releasePaymentLocks(
  db: Kysely<DB>,
  subjects: readonly string[],
  expiresAt: number,
): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .deleteFrom('payment_locks')
    .where('subject', 'in', [...new Set(subjects)])
    .where('expires_at', '=', expiresAt)
    .execute();
}
