import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A row that failed this often is never claimed again; it stays, with its last error, for a person to read. */
export const OUTBOX_MAX_ATTEMPTS = 10;

/** last_error is text; a runaway message (a whole SMTP transcript) is cut to this. */
const MAX_ERROR_LENGTH = 2000;

export interface ClaimedMail {
  id: number;
  kind: string;
  /** JSON, as enqueued. */
  payload: string;
  /** Including this one. */
  attempts: number;
}

/**
 * Call it with the business transaction, so the mail exists exactly when the business
 * change committed; the deliverer sends it after the commit.
 */
export async function enqueueMail(db: Kysely<DB>, kind: string, payload: unknown, now: number): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ kind, payload: JSON.stringify(payload), created_at: now, next_attempt_at: now })
    .execute();
}

/**
 * Claims up to `limit` due rows for `claimMs`, safely across processes: each row is taken
 * by a conditional UPDATE that only one claimer can win (the others update no row). A claim
 * counts as an attempt, so a message that crashes its process is not retried for ever.
 */
export async function claimDue(
  db: Kysely<DB>,
  now: number,
  limit: number,
  claimMs: number,
  maxAttempts: number = OUTBOX_MAX_ATTEMPTS,
): Promise<ClaimedMail[]> {
  const candidates = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'payload', 'attempts'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where('claimed_until', '<', now)
    .where('attempts', '<', maxAttempts)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: ClaimedMail[] = [];
  for (const row of candidates) {
    const result = await db
      .updateTable('outbox')
      .set((eb) => ({ claimed_until: now + claimMs, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where('claimed_until', '<', now)
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1)
      claimed.push({ id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts + 1 });
  }
  return claimed;
}

export async function markSent(db: Kysely<DB>, id: number, now: number): Promise<void> {
  await db.updateTable('outbox').set({ sent_at: now, claimed_until: 0, last_error: '' }).where('id', '=', id).execute();
}

/** Releases the claim and sets when the next attempt may start. */
export async function markFailed(db: Kysely<DB>, id: number, error: string, nextAttemptAt: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ last_error: error.slice(0, MAX_ERROR_LENGTH), next_attempt_at: nextAttemptAt, claimed_until: 0 })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}
