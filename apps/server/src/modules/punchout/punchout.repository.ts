import type { Kysely, Selectable } from 'kysely';
import { ACTING_CUSTOMER_COLUMNS } from '../../platform/auth/acting-for.repository';
import type { DB, PunchoutBuyersTable, PunchoutOperation, PunchoutSessionsTable } from '../../db/schema';

export type BuyerRow = Selectable<PunchoutBuyersTable>;
export type PunchoutSessionRow = Selectable<PunchoutSessionsTable>;

/** role|mode|domain|identity in lower case: how a credential is looked up. */
export function identityKey(
  role: 'from' | 'sender',
  mode: 'test' | 'production',
  domain: string,
  identity: string,
): string {
  return `${role}|${mode}|${domain.trim().toLowerCase()}|${identity.trim().toLowerCase()}`;
}

/** The enabled buyer a credential belongs to. */
export function findBuyerByCredential(db: Kysely<DB>, key: string): Promise<BuyerRow | undefined> {
  return db
    .selectFrom('punchout_identities as i')
    .innerJoin('punchout_buyers as b', 'b.id', 'i.buyer_id')
    .selectAll('b')
    .where('i.match_key', '=', key)
    .where('b.enabled', '=', 1)
    .executeTakeFirst();
}

/** The enabled OCI buyer whose account a username names. */
export function findOciBuyerByUsername(db: Kysely<DB>, username: string) {
  return db
    .selectFrom('punchout_buyers as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .selectAll('b')
    .select(['u.password_hash', 'u.disabled'])
    .where('u.username', '=', username)
    .where('b.protocol', '=', 'oci')
    .where('b.enabled', '=', 1)
    .executeTakeFirst();
}

export function findBuyer(db: Kysely<DB>, id: number): Promise<BuyerRow | undefined> {
  return db.selectFrom('punchout_buyers').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface SessionStart {
  buyerId: number;
  buyerCookie: string;
  operation: PunchoutOperation;
  deploymentMode: 'test' | 'production';
  returnUrl: string;
  customerId: number;
  shipToCode: string | null;
  extrinsics: Record<string, string>;
  now: number;
  expiresAt: number;
}

/** Opens the buyer cookie's session, or opens it again (Active, a new lifetime) keeping its cart. */
export async function upsertPunchoutSession(db: Kysely<DB>, s: SessionStart): Promise<number> {
  const values = {
    operation: s.operation,
    deployment_mode: s.deploymentMode,
    return_url: s.returnUrl,
    customer_id: s.customerId,
    ship_to_code: s.shipToCode,
    extrinsics: JSON.stringify(s.extrinsics),
    status: 'Active' as const,
    setup_at: s.now,
    expires_at: s.expiresAt,
  };
  const row = await db
    .insertInto('punchout_sessions')
    .values({ ...values, buyer_id: s.buyerId, buyer_cookie: s.buyerCookie, created_at: s.now })
    .onConflict((oc) => oc.columns(['buyer_id', 'buyer_cookie']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findPunchoutSession(db: Kysely<DB>, id: number): Promise<PunchoutSessionRow | undefined> {
  return db.selectFrom('punchout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setPunchoutStatus(
  db: Kysely<DB>,
  id: number,
  status: PunchoutSessionRow['status'],
): Promise<void> {
  await db.updateTable('punchout_sessions').set({ status }).where('id', '=', id).execute();
}

export async function insertCode(
  db: Kysely<DB>,
  row: { codeHash: string; punchoutSessionId: number; clientId: string; redirectUri: string; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('punchout_codes')
    .values({
      code_hash: row.codeHash,
      punchout_session_id: row.punchoutSessionId,
      client_id: row.clientId,
      redirect_uri: row.redirectUri,
      expires_at: row.expiresAt,
    })
    .execute();
}

export function findCode(db: Kysely<DB>, codeHash: string) {
  return db.selectFrom('punchout_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

/** Spends the code: true for the one caller whose update found it unused. */
export async function spendCode(db: Kysely<DB>, codeHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('punchout_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordIssuedSession(db: Kysely<DB>, codeHash: string, sessionId: number): Promise<void> {
  await db
    .updateTable('punchout_codes')
    .set({ issued_session_id: sessionId })
    .where('code_hash', '=', codeHash)
    .execute();
}

/** Old codes go: a code lives five minutes, so a day-old one is dead weight. */
export async function deleteCodesBefore(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('punchout_codes').where('expires_at', '<', before).execute();
}

/** The return origins of every enabled buyer: where a framed page of the storefront may be shown. */
export async function allReturnUrls(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('punchout_buyers').select('return_urls').where('enabled', '=', 1).execute();
  return rows.flatMap((r) => JSON.parse(r.return_urls) as string[]);
}

/** The match keys of a buyer's From identities. */
export async function fromKeysOf(db: Kysely<DB>, buyerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('punchout_identities')
    .select('match_key')
    .where('buyer_id', '=', buyerId)
    .where('role', '=', 'from')
    .execute();
  return rows.map((r) => r.match_key);
}

/** The buyer's From identity in a deployment mode: who our order message is addressed to. */
export function fromIdentityOf(db: Kysely<DB>, buyerId: number, mode: 'test' | 'production') {
  return db
    .selectFrom('punchout_identities')
    .select(['domain', 'identity'])
    .where('buyer_id', '=', buyerId)
    .where('role', '=', 'from')
    .where('deployment_mode', '=', mode)
    .orderBy('id')
    .executeTakeFirst();
}

/** The ship-tos a ShipTo of a setup request may name (a customer has a handful). */
export function shipTosOf(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('ship_tos')
    .select(['code', 'address1', 'zip'])
    .where('customer_id', '=', customerId)
    .limit(500)
    .execute();
}

/** What a punchout cart owner is made of before an access session exists: the account and the customer's price level. */
export async function buyerAccount(db: Kysely<DB>, userId: number, customerId: number) {
  const user = await db
    .selectFrom('users')
    .select(['username', 'name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const customer = await db
    .selectFrom('customers')
    .select(ACTING_CUSTOMER_COLUMNS)
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { user, customer };
}

/** Products by code with their sell-by units (an edit's ItemOut lines that lost our auxiliary ID). */
export function sellBysByCode(db: Kysely<DB>, codes: readonly string[]) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_units as u', 'u.product_key', 'p.product_key')
    .select(['p.product_key', 'p.product_code', 'p.pricing_um', 'u.unit'])
    .where('p.product_code', 'in', codes)
    .where('u.is_sell_by', '=', 1)
    .execute();
}
