import type { Kysely } from 'kysely';
import type { DB, GatewayChargeStatus } from '../../db/schema';

export interface SandboxChargeRow {
  reference: string;
  /** Dollars, 2 decimals. */
  amount: string;
  status: GatewayChargeStatus;
  transactionId: string;
  cardBrand: string;
  cardLast4: string;
  message: string;
  /** An authorisation once captured: the amount settled (read only; an insert leaves it null). */
  capturedAmount?: string | null;
}

const COLUMNS = [
  'reference',
  'amount',
  'status',
  'transaction_id',
  'card_brand',
  'card_last4',
  'message',
  'captured_amount',
] as const;

function toRow(row: {
  reference: string;
  amount: string;
  status: GatewayChargeStatus;
  transaction_id: string;
  card_brand: string;
  card_last4: string;
  message: string;
  captured_amount: string | null;
}): SandboxChargeRow {
  return {
    reference: row.reference,
    amount: row.amount,
    status: row.status,
    transactionId: row.transaction_id,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    message: row.message,
    capturedAmount: row.captured_amount,
  };
}

export async function findSandboxCharge(db: Kysely<DB>, reference: string): Promise<SandboxChargeRow | undefined> {
  const row = await db
    .selectFrom('gateway_charges')
    .select(COLUMNS)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The ledger row an approval answered with this transaction id (an authorisation is captured or voided by it). */
export async function findSandboxChargeByTransaction(
  db: Kysely<DB>,
  transactionId: string,
): Promise<SandboxChargeRow | undefined> {
  const row = await db
    .selectFrom('gateway_charges')
    .select(COLUMNS)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The first charge for a reference wins; a concurrent one with the same reference inserts nothing. */
export async function insertSandboxChargeIfAbsent(
  db: Kysely<DB>,
  charge: SandboxChargeRow,
  now: number,
): Promise<void> {
  await db
    .insertInto('gateway_charges')
    .values({
      reference: charge.reference,
      amount: charge.amount,
      status: charge.status,
      transaction_id: charge.transactionId,
      card_brand: charge.cardBrand,
      card_last4: charge.cardLast4,
      message: charge.message,
      created_at: now,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
}

/** An approved charge becomes a declined one that says it was refunded; any other row stays. */
export async function refundSandboxCharge(db: Kysely<DB>, reference: string, message: string): Promise<void> {
  await db
    .updateTable('gateway_charges')
    .set({ status: 'declined', message })
    .where('reference', '=', reference)
    .where('status', '=', 'approved')
    .execute();
}

/** An authorisation still held becomes captured at `amount`; one captured or voided already stays (the first wins). */
export async function captureSandboxAuthorisation(
  db: Kysely<DB>,
  transactionId: string,
  amount: string,
): Promise<void> {
  await db
    .updateTable('gateway_charges')
    .set({ status: 'captured', captured_amount: amount })
    .where('transaction_id', '=', transactionId)
    .where('status', '=', 'authorized')
    .execute();
}

/** An authorisation still held becomes voided; any other row stays. */
export async function voidSandboxAuthorisation(
  db: Kysely<DB>,
  by: { reference: string } | { transactionId: string },
  message: string,
): Promise<void> {
  let q = db.updateTable('gateway_charges').set({ status: 'voided', message }).where('status', '=', 'authorized');
  q = 'reference' in by ? q.where('reference', '=', by.reference) : q.where('transaction_id', '=', by.transactionId);
  await q.execute();
}
