import { type Kysely, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/schema';
import { withCacheVersions } from '../cache/cache-versions.repository';

/**
 * The session, its user and, in the same round trip, the customer the session always
 * acts for (a punchout session's customer, else a customer user's own) with its price
 * level, and the cache versions the request will work with. Every signed-in call reads it:
 * the query is compiled once (compiledOnce).
 */
const sessionByHash = compiledOnce((db, tokenHash: string) => {
  const query = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('customers as c', (join) =>
      join.on(
        sql.ref('c.id'),
        '=',
        sql<number>`CASE WHEN ${sql.ref('s.is_punchout')} = 1 THEN ${sql.ref('s.punchout_customer_id')} ELSE ${sql.ref('u.customer_id')} END`,
      ),
    )
    .leftJoin('punchout_sessions as ps', 'ps.id', 's.punchout_session_id')
    .select([
      'ps.operation as punchoutOperation',
      's.id as sessionId',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      's.end_reason',
      's.is_punchout',
      's.punchout_customer_id',
      's.punchout_session_id',
      'u.id as userId',
      'u.username',
      'u.name',
      'u.email',
      'u.kind',
      'u.is_admin',
      'u.customer_id',
      'u.disabled',
      'c.id as ownCustomerId',
      'c.price_level as ownPriceLevel',
      'c.name as ownCustomerName',
      'c.required_po as ownRequiredPo',
      'c.default_po as ownDefaultPo',
      'c.default_shipto_code as ownDefaultShipToCode',
      'c.substitution_preference as ownSubstitutionPreference',
    ])
    .where('s.token_hash', '=', tokenHash);
  return withCacheVersions(query);
});

export async function findSessionByHash(db: Kysely<DB>, tokenHash: string) {
  return (await db.executeQuery(sessionByHash(db, tokenHash))).rows[0];
}

/** Opens an access session; its id (a punchout code remembers the session it issued). */
export async function insertSession(
  db: Kysely<DB>,
  row: {
    tokenHash: string;
    userId: number;
    now: number;
    expiresAt: number;
    isPunchout?: boolean;
    punchoutCustomerId?: number | null;
    punchoutSessionId?: number | null;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('sessions')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expiresAt,
      is_punchout: row.isPunchout ? 1 : 0,
      punchout_customer_id: row.punchoutCustomerId ?? null,
      punchout_session_id: row.punchoutSessionId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function touchSession(db: Kysely<DB>, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Kysely<DB>, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}
