import type { Kysely } from 'kysely';
import type { AccountTokenPurpose, DB } from '../../db/schema';

export async function insertAccountToken(
  db: Kysely<DB>,
  row: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; now: number; expiresAt: number },
): Promise<number> {
  const inserted = await db
    .insertInto('account_tokens')
    .values({
      user_id: row.userId,
      purpose: row.purpose,
      token_hash: row.tokenHash,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Gives an unused token the hash of the token about to be mailed; false when it was used or has expired meanwhile. */
export async function rehashAccountToken(db: Kysely<DB>, id: number, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ token_hash: tokenHash })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The token's row with the mail details of its user, whatever its state. */
export function findTokenForMail(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('account_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.purpose', 'u.email', 'u.name', 'u.username', 'u.kind'])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** An unused, unexpired token of this purpose, with its user. */
export function findUsableToken(db: Kysely<DB>, tokenHash: string, purpose: AccountTokenPurpose, now: number) {
  return db
    .selectFrom('account_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 'u.kind', 'u.email', 'u.username', 'u.disabled'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.purpose', '=', purpose)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses the token once: false when another request used it first or it expired. */
export async function spendAccountToken(db: Kysely<DB>, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every unused token of the user for this purpose (a newer link replaces older ones). */
export async function retireAccountTokens(
  db: Kysely<DB>,
  userId: number,
  purpose: AccountTokenPurpose,
  now: number,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** How many tokens of this purpose the user was given since `since`, used or not. */
export async function countAccountTokensSince(
  db: Kysely<DB>,
  userId: number,
  purpose: AccountTokenPurpose,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
