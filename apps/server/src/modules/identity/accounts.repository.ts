import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { PASSWORD_CHANGED } from '../../platform/auth/session-end';

/** A user by username or e-mail (both stored lower-case), the oldest first when both match. */
export function findUserByLogin(db: Kysely<DB>, login: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'kind', 'email_verified', 'disabled'])
    .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login)]))
    .orderBy('id')
    .executeTakeFirst();
}

/** Creates an unverified consumer signing in by e-mail; undefined when the username was taken meanwhile. */
export async function insertConsumer(
  db: Kysely<DB>,
  row: {
    email: string;
    name: string;
    company: string;
    phone: string;
    optIn: boolean;
    passwordHash: string;
    now: number;
  },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('users')
    .values({
      username: row.email,
      email: row.email,
      name: row.name,
      company: row.company,
      phone: row.phone,
      email_opt_in: row.optIn ? 1 : 0,
      password_hash: row.passwordHash,
      kind: 'consumer',
      email_verified: 0,
      created_at: row.now,
      password_changed_at: row.now,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Holds the user's row until the transaction ends (a no-op update: PostgreSQL's row lock, SQLite's write lock). */
export async function lockUser(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ email_verified: eb.ref('email_verified') }))
    .where('id', '=', userId)
    .execute();
}

export async function markEmailVerified(db: Kysely<DB>, userId: number): Promise<void> {
  await db.updateTable('users').set({ email_verified: 1 }).where('id', '=', userId).execute();
}

export async function readPasswordHash(db: Kysely<DB>, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/** Sets a new password; a reset through the mailed link also proves the address, so it verifies it. */
export async function setPassword(
  db: Kysely<DB>,
  userId: number,
  passwordHash: string,
  now: number,
  verifiesEmail: boolean,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, ...(verifiesEmail ? { email_verified: 1 } : {}) })
    .where('id', '=', userId)
    .execute();
}

/** Ends the user's open sessions (but the one keeping on, if any) because the password changed. */
export async function endSessionsForPasswordChange(
  db: Kysely<DB>,
  userId: number,
  now: number,
  keepSessionId: number | null,
): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now, end_reason: PASSWORD_CHANGED })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}
