import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The named secret, made on first use and shared by every process through the database:
 * a challenge one process issues verifies in another. Concurrent first uses agree, since
 * only one insert wins and everyone reads the stored value.
 */
export async function serverSecret(db: Kysely<DB>, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: crypto.randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** Records a solved challenge by its signature; false when it was spent before. */
export async function spendChallenge(db: Kysely<DB>, signature: string, expiresAt: number): Promise<boolean> {
  const result = await db
    .insertInto('human_check_spent')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** How many solved challenges were spent and have not yet expired: the human checks passed in about the last 10 minutes. */
export async function recentlySpent(db: Kysely<DB>, now: number): Promise<number> {
  const row = await db
    .selectFrom('human_check_spent')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return row.n;
}
