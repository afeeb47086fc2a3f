import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, PunchoutBuyersTable, PunchoutIdentitiesTable } from '../../db/schema';

/** Every buyer with its customer's name and its account's username, by name; a distributor has a handful (at most 200). */
export function listBuyerRows(db: Kysely<DB>) {
  return (
    db
      .selectFrom('punchout_buyers as b')
      .innerJoin('customers as c', 'c.id', 'b.customer_id')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .selectAll('b')
      .select(['c.name as customer_name', 'u.username'])
      // The same order on both dialects, whatever the collation: by name without case.
      .orderBy(sql`lower(${sql.ref('b.name')})`)
      .limit(200)
      .execute()
  );
}

export async function identitiesOf(
  db: Kysely<DB>,
  buyerIds: readonly number[],
): Promise<Selectable<PunchoutIdentitiesTable>[]> {
  if (buyerIds.length === 0) return [];
  return db.selectFrom('punchout_identities').selectAll().where('buyer_id', 'in', buyerIds).orderBy('id').execute();
}

export function findBuyerRow(db: Kysely<DB>, id: number) {
  return db.selectFrom('punchout_buyers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function customerExists(db: Kysely<DB>, customerId: number): Promise<boolean> {
  return (await db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst()) !== undefined;
}

export async function shipToExists(db: Kysely<DB>, customerId: number, code: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('ship_tos')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('code', '=', code)
      .executeTakeFirst()) !== undefined
  );
}

export interface BuyerWrite {
  existing: { buyerId: number; userId: number } | null;
  account: { username: string; name: string; customer_id: number; password_hash: string | null };
  buyer: Omit<
    PunchoutBuyersTable,
    'id' | 'user_id' | 'created_at' | 'shared_secret_hash' | 'enabled' | 'unspsc_default'
  > & {
    enabled: number;
    unspsc_default: string;
    shared_secret_hash?: string;
  };
  identities: Omit<Selectable<PunchoutIdentitiesTable>, 'id' | 'buyer_id'>[];
  now: number;
}

export class UsernameTaken extends Error {}

/** Writes the buyer, its account and its identities (replaced whole) in one transaction; the buyer's id. */
export function writeBuyer(db: Kysely<DB>, w: BuyerWrite): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom('users')
      .select('id')
      .where('username', '=', w.account.username)
      .executeTakeFirst();
    if (clash && clash.id !== w.existing?.userId) throw new UsernameTaken(w.account.username);
    const { password_hash, ...account } = w.account;
    let userId = w.existing?.userId;
    if (userId === undefined) {
      if (password_hash === null) throw new Error('a new buyer account needs a password hash');
      const row = await trx
        .insertInto('users')
        .values({
          ...account,
          password_hash,
          email: null,
          kind: 'customer',
          created_at: w.now,
          password_changed_at: w.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = row.id;
    } else {
      await trx
        .updateTable('users')
        .set({ ...account, ...(password_hash === null ? {} : { password_hash }) })
        .where('id', '=', userId)
        .execute();
    }
    let buyerId = w.existing?.buyerId;
    if (buyerId === undefined) {
      const row = await trx
        .insertInto('punchout_buyers')
        .values({ ...w.buyer, user_id: userId, created_at: w.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      buyerId = row.id;
    } else {
      await trx
        .updateTable('punchout_buyers')
        .set({ ...w.buyer, user_id: userId })
        .where('id', '=', buyerId)
        .execute();
    }
    const id = buyerId;
    await trx.deleteFrom('punchout_identities').where('buyer_id', '=', id).execute();
    if (w.identities.length > 0) {
      await trx
        .insertInto('punchout_identities')
        .values(w.identities.map((i) => ({ ...i, buyer_id: id })))
        .execute();
    }
    return id;
  });
}
