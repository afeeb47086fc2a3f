import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** last_error is text; a runaway message (a whole SMTP transcript) is cut to this. */
const MAX_ERROR_LENGTH = 2000;

/**
 * Writes a mail to the outbox, the record of every mail: call it with the business transaction, so the mail exists
 * exactly when the business change committed (its delivery job is sent in the same transaction: mail-outbox.ts).
 */
export async function insertOutboxMail(db: Kysely<DB>, kind: string, payload: unknown, now: number): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({ kind, payload: JSON.stringify(payload), created_at: now, next_attempt_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The mail to deliver, counting this attempt; undefined when it is gone or already sent (a job run twice). */
export async function startAttempt(db: Kysely<DB>, id: number): Promise<{ kind: string; payload: string } | undefined> {
  const row = await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .returning(['kind', 'payload'])
    .executeTakeFirst();
  return row;
}

export async function markSent(db: Kysely<DB>, id: number, now: number): Promise<void> {
  await db.updateTable('outbox').set({ sent_at: now, last_error: '' }).where('id', '=', id).execute();
}

export async function recordFailure(db: Kysely<DB>, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ last_error: error.slice(0, MAX_ERROR_LENGTH) })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}
