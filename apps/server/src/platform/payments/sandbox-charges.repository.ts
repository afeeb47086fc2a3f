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
}

export async function findSandboxCharge(db: Kysely<DB>, reference: string): Promise<SandboxChargeRow | undefined> {
  const row = await db
    .selectFrom('gateway_charges')
    .select(['reference', 'amount', 'status', 'transaction_id', 'card_brand', 'card_last4', 'message'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    reference: row.reference,
    amount: row.amount,
    status: row.status,
    transactionId: row.transaction_id,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    message: row.message,
  };
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
