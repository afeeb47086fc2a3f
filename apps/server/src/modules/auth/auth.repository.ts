import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Users sign in by username, or consumers by e-mail address; both are stored lower-case. */
export function findUserForSignIn(db: Kysely<DB>, login: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'disabled', 'email_verified', 'kind'])
    .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login)]))
    .orderBy('id')
    .executeTakeFirst();
}

/** Replaces a hash made at an older cost; a password changed meanwhile (another hash) is left alone. */
export async function replacePasswordHash(
  db: Kysely<DB>,
  userId: number,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: newHash })
    .where('id', '=', userId)
    .where('password_hash', '=', oldHash)
    .execute();
}

/** Whether a user account is a punchout buyer's (such an account shops only through its procurement system). */
export async function isBuyerAccount(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('punchout_buyers').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
