import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { LEDGER_CACHE } from '../../platform/cache/cache-versions.repository';

const ROW = [
  'id',
  'ar_code',
  'record_type',
  'reference',
  'invoice_number',
  'order_number',
  'po_number',
  'invoice_date',
  'due_date',
  'initial',
  'balance',
  'remarks',
  'scan_documents',
] as const;

/** The customer's A/R rows with an invoice date in the range, newest first, at most `limit`. */
export function listArItems(
  db: Kysely<DB>,
  customerId: number,
  range: { startDate?: string | undefined; endDate?: string | undefined },
  limit: number,
) {
  let q = db.selectFrom('ar_items').select(ROW).where('customer_id', '=', customerId);
  if (range.startDate) q = q.where('invoice_date', '>=', range.startDate);
  if (range.endDate) q = q.where('invoice_date', '<=', range.endDate);
  return q.orderBy('invoice_date', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/**
 * The ledger balance (every item's initial amount, credits negative) of the items dated before
 * `before` and on or before `through`, each when given: what a Balance Forward row carries.
 * SQLite sums in floating point: the caller rounds to cents.
 */
export async function ledgerTotal(
  db: Kysely<DB>,
  customerId: number,
  range: { before?: string | undefined; through?: string | undefined },
): Promise<string> {
  let q = db
    .selectFrom('ar_items')
    .select(sql<string | number>`coalesce(sum(initial), 0)`.as('total'))
    .where('customer_id', '=', customerId);
  if (range.before) q = q.where('invoice_date', '<', range.before);
  if (range.through) q = q.where('invoice_date', '<=', range.through);
  const row = await q.executeTakeFirstOrThrow();
  return String(row.total);
}

/**
 * What the customer's ledger looks like now, in one round trip: on the site items are only
 * added, and a balance changes only by a payment, which always adds an invoice_payments row;
 * an ERP import that changes items in place bumps the ledger cache's version. So the item
 * count, the last item id, the last payment id and that version change with any change.
 */
export async function arVersion(db: Kysely<DB>, customerId: number): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('ar_items')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', customerId)
        .as('items'),
      eb
        .selectFrom('ar_items')
        .select((e) => e.fn.max<number | string | null>('id').as('m'))
        .where('customer_id', '=', customerId)
        .as('last_item'),
      eb
        .selectFrom('invoice_payments')
        .select((e) => e.fn.max<number | string | null>('id').as('m'))
        .where('customer_id', '=', customerId)
        .as('last_payment'),
      // Items changed in place by an ERP import.
      eb.selectFrom('cache_versions').select('version').where('name', '=', LEDGER_CACHE).as('edition'),
    ])
    .executeTakeFirstOrThrow();
  const edition = row.edition ?? 1;
  return `${Number(row.items ?? 0)}:${Number(row.last_item ?? 0)}:${Number(row.last_payment ?? 0)}:${edition}`;
}

/** The customer's items with an open balance (either sign), oldest due first, at most `limit`. */
export function listOpenArItems(db: Kysely<DB>, customerId: number, limit: number) {
  return db
    .selectFrom('ar_items')
    .select(ROW)
    .where('customer_id', '=', customerId)
    .where('balance', '<>', '0')
    .orderBy('due_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Due date and balance of every open item: what the aging needs (a customer has few open items, however long the ledger). */
export function openBalances(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('ar_items')
    .select(['due_date', 'balance'])
    .where('customer_id', '=', customerId)
    .where('balance', '<>', '0')
    .execute();
}

/** The newest item of a record type (the last payment, the last invoice). */
export function latestOfType(db: Kysely<DB>, customerId: number, recordType: number) {
  return db
    .selectFrom('ar_items')
    .select(['invoice_date', 'initial'])
    .where('customer_id', '=', customerId)
    .where('record_type', '=', recordType)
    .orderBy('invoice_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The total of the customer's orders not yet invoiced: the summary's 'on order'. */
export async function onOrderTotal(db: Kysely<DB>, customerId: number): Promise<string> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string | number>`coalesce(sum(total), 0)`.as('total'))
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['Open', 'Shipped'])
    .executeTakeFirstOrThrow();
  return String(row.total);
}

/** Order numbers per query: far below both databases' bound-parameter limits. */
const ORDER_NUMBERS_PER_QUERY = 1000;

/**
 * Issue 31: the estimated total of each of these orders of the customer that has catch-weight lines (its invoice is
 * the actual amount), by order number; orders without such lines are absent.
 */
export async function catchWeightEstimates(
  db: Kysely<DB>,
  customerId: number,
  orderNumbers: readonly string[],
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  const numbers = [...new Set(orderNumbers)];
  for (let i = 0; i < numbers.length; i += ORDER_NUMBERS_PER_QUERY) {
    const rows = await db
      .selectFrom('orders as o')
      .select(['o.order_number', 'o.total'])
      .where('o.customer_id', '=', customerId)
      .where('o.order_number', 'in', numbers.slice(i, i + ORDER_NUMBERS_PER_QUERY))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('order_lines as l')
            .select('l.id')
            .whereRef('l.order_id', '=', 'o.id')
            .where('l.is_catch_weight', '=', 1),
        ),
      )
      .execute();
    for (const r of rows) result.set(r.order_number, r.total);
  }
  return result;
}

/** The customer's items by A/R code (a payment's details). */
export function findArItemsByCode(db: Kysely<DB>, customerId: number, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ar_items')
    .select(ROW)
    .where('customer_id', '=', customerId)
    .where('ar_code', 'in', codes)
    .execute();
}

/** One of the customer's items by id. */
export function findArItemById(db: Kysely<DB>, customerId: number, id: number) {
  return db
    .selectFrom('ar_items')
    .select(ROW)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The customer's item of an invoice, order or reference number (its documents). */
export function findArItemByNumber(db: Kysely<DB>, customerId: number, number: string) {
  return db
    .selectFrom('ar_items')
    .select(ROW)
    .where('customer_id', '=', customerId)
    .where((eb) =>
      eb.or([eb('invoice_number', '=', number), eb('order_number', '=', number), eb('reference', '=', number)]),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Sets an item's open balance to `next` only if it still is `expected` (computed in exact
 * decimals by the caller, so SQLite's floating arithmetic never leaves a residue): answers
 * false when another payment changed it first.
 */
export async function setArBalance(db: Kysely<DB>, id: number, expected: string, next: string): Promise<boolean> {
  const result = await db
    .updateTable('ar_items')
    .set({ balance: next })
    .where('id', '=', id)
    .where('balance', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewArItem {
  customer_id: number;
  ar_code: string;
  record_type: number;
  reference: string;
  invoice_number?: string;
  order_number?: string | null;
  po_number?: string;
  invoice_date: string;
  due_date: string;
  initial: string;
  balance: string;
  remarks?: string;
  scan_documents?: string;
  created_at: number;
}

export async function insertArItems(db: Kysely<DB>, rows: readonly NewArItem[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('ar_items')
    .values([...rows])
    .execute();
}

export function customerAccount(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('customers')
    .select(['name', 'address1', 'address2', 'city', 'state', 'zip', 'credit_limit', 'on_hold'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}
