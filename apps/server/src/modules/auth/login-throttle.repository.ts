import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Failures kept in the database so that every server process counts the same attempts. */
export async function countRecentFailures(db: Kysely<DB>, column: 'username' | 'ip', value: string, since: number) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number>('at').as('oldest')])
    .where(column, '=', value)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
}

export async function recordFailure(db: Kysely<DB>, username: string, ip: string, at: number): Promise<void> {
  await db.insertInto('login_failures').values({ username, ip, at }).execute();
}

export async function clearUsernameFailures(db: Kysely<DB>, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username', '=', username).execute();
}

export async function pruneFailures(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('login_failures').where('at', '<', before).execute();
}
