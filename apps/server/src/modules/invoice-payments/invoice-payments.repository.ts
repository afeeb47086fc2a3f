import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface NewInvoicePayment {
  payment_key: string;
  customer_id: number;
  user_id: number;
  payment_type: number;
  amount: string;
  transaction_id: string;
  method_name: string;
  method_last4: string;
  holder_name: string;
  paid_on: string;
  created_at: number;
}

export async function insertInvoicePayment(db: Kysely<DB>, payment: NewInvoicePayment): Promise<number> {
  const row = await db.insertInto('invoice_payments').values(payment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertInvoicePaymentLines(
  db: Kysely<DB>,
  paymentId: number,
  lines: readonly { arItemId: number; amount: string; balanceBefore: string }[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('invoice_payment_lines')
    .values(
      lines.map((l) => ({
        payment_id: paymentId,
        ar_item_id: l.arItemId,
        amount: l.amount,
        balance_before: l.balanceBefore,
      })),
    )
    .execute();
}

/** A payment of the customer by its key (the receipt) or id (a document link), or undefined. */
export function findInvoicePayment(db: Kysely<DB>, customerId: number, by: { key: string } | { id: number }) {
  const q = db
    .selectFrom('invoice_payments')
    .select([
      'id',
      'payment_key',
      'payment_type',
      'amount',
      'transaction_id',
      'method_name',
      'method_last4',
      'holder_name',
      'paid_on',
    ])
    .where('customer_id', '=', customerId);
  return ('key' in by ? q.where('payment_key', '=', by.key) : q.where('id', '=', by.id)).executeTakeFirst();
}

export function listInvoicePaymentLines(db: Kysely<DB>, paymentId: number) {
  return db
    .selectFrom('invoice_payment_lines as l')
    .innerJoin('ar_items as a', 'a.id', 'l.ar_item_id')
    .select(['a.reference', 'a.record_type', 'l.amount', 'l.balance_before'])
    .where('l.payment_id', '=', paymentId)
    .orderBy('l.id')
    .execute();
}
