import {
  addIsoDays,
  AR_RECORD_TYPES,
  arRecordLabel,
  type ArRecordType,
  arRecordTypeOf,
  isCreditRecord,
  MONEY_DECIMALS,
  toDecimal,
} from '@storefront/domain';
import { chunked, rowsPerInsert } from '../../../db/chunking';
import type { Db } from '../../../db/database';
import { LEDGER_CACHE } from '../../../platform/cache/cache-versions.repository';
import { type BatchCounts, type ImportColumn, type ImportKind, type Lined, refusal } from '../import-kind';
import { changedColumns } from '../row-diff';
import { RowReader } from '../row-reader';

export interface ArRow {
  customerCode: string;
  /** The item's reference in the ERP: with the customer, its natural key; stored as ar_code and reference. */
  reference: string;
  recordType: ArRecordType;
  invoiceDate: string;
  /** Null: the invoice date plus the customer's terms. */
  dueDate: string | null;
  /** Credits negative, charges positive. */
  initial: string;
  open: string;
  invoiceNumber: string;
  poNumber: string;
  orderNumber: string;
  remarks: string;
}

/** Amounts past this are a typo (numeric(14, 4) holds 10 digits before the point). */
const MAX_AMOUNT = 999_999_999;
/** The columns ar_items keeps them in. */
const REFERENCE_MAX = 40;
const INVOICE_NUMBER_MAX = 20;

const TYPE_NAMES = Object.entries(AR_RECORD_TYPES)
  .map(([name, type]) => `${type} ${name}`)
  .join(', ');

export const AR_COLUMNS: readonly ImportColumn[] = [
  { name: 'customer_code', required: true, description: "The customer's code", example: 'BAYBIS' },
  {
    name: 'reference',
    required: true,
    description: "The item's reference (invoice or check number; up to 40)",
    example: 'IN204518',
  },
  {
    name: 'record_type',
    required: true,
    description: `Spec 2 §3 record type, by number or name: ${TYPE_NAMES}`,
    example: 'invoice',
  },
  { name: 'invoice_date', required: true, description: 'Date of the item (YYYY-MM-DD)', example: '2026-11-02' },
  {
    name: 'due_date',
    required: false,
    description: "Due date (empty: the invoice date plus the customer's terms in days)",
    example: '',
  },
  {
    name: 'initial_amount',
    required: true,
    description:
      'Original amount: positive for charges, negative for credits (credit memos, payments, credit adjustments)',
    example: '1284.50',
  },
  {
    name: 'open_amount',
    required: true,
    description: 'What is still open: the sign of initial_amount, no more than it (0 when settled)',
    example: '1284.50',
  },
  {
    name: 'invoice_number',
    required: false,
    description: 'Invoice number (up to 20; default: the reference for invoices and future invoices)',
    example: '',
  },
  { name: 'po_number', required: false, description: "The customer's P.O. number", example: 'PO-5531' },
  { name: 'order_number', required: false, description: 'The order the item bills', example: 'SO100482' },
  { name: 'remarks', required: false, description: 'Remarks shown with the item (up to 200)', example: '' },
];

/** The record type, by number or name in any case; null (and a problem) when it names none. */
function recordTypeOf(r: RowReader): ArRecordType | null {
  const text = r.text('record_type', 30, { required: true });
  if (text === '') return null;
  const type = arRecordTypeOf(text);
  if (type === null) r.problem('record_type', `"${text}" is not a record type (${TYPE_NAMES})`);
  return type;
}

/** Credits negative, charges positive; the open amount of the same sign and no larger. */
function checkAmounts(r: RowReader, type: ArRecordType, initial: string, open: string): void {
  const credit = isCreditRecord(type);
  const label = arRecordLabel(type);
  const first = toDecimal(initial);
  if (credit && first.gt(0)) r.problem('initial_amount', `record type ${label} is a credit: its amounts are negative`);
  if (!credit && first.lt(0)) r.problem('initial_amount', `record type ${label} is a charge: its amounts are positive`);
  const rest = toDecimal(open);
  if (!rest.eq(0) && rest.gt(0) !== first.gt(0)) r.problem('open_amount', 'must have the sign of initial_amount');
  else if (rest.abs().gt(first.abs())) r.problem('open_amount', 'is more than initial_amount');
}

export function parseAr(values: Readonly<Record<string, string>>) {
  const r = new RowReader(values);
  const money = (column: string) =>
    r.decimal(column, MONEY_DECIMALS, { required: true, min: -MAX_AMOUNT, max: MAX_AMOUNT });
  const row = {
    customerCode: r.code('customer_code', 20),
    reference: r.text('reference', REFERENCE_MAX, { required: true }),
    recordType: recordTypeOf(r),
    invoiceDate: r.date('invoice_date', { required: true }) ?? '',
    dueDate: r.date('due_date'),
    initial: money('initial_amount'),
    open: money('open_amount'),
    invoiceNumber: r.text('invoice_number', INVOICE_NUMBER_MAX),
    poNumber: r.text('po_number', 20),
    orderNumber: r.text('order_number', 20),
    remarks: r.text('remarks', 200),
  };
  if (row.dueDate !== null && row.invoiceDate !== '' && row.dueDate < row.invoiceDate)
    r.problem('due_date', 'is before invoice_date');
  const { recordType } = row;
  if (recordType !== null && row.initial !== null && row.open !== null)
    checkAmounts(r, recordType, row.initial, row.open);
  const invoiceLike = recordType === AR_RECORD_TYPES.invoice || recordType === AR_RECORD_TYPES.futureInvoice;
  if (invoiceLike && row.invoiceNumber === '') {
    // As the seed's ledger does: an invoice is numbered by its reference.
    if ([...row.reference].length > INVOICE_NUMBER_MAX)
      r.problem(
        'invoice_number',
        `is needed: the reference is longer than an invoice number's ${INVOICE_NUMBER_MAX} characters`,
      );
    row.invoiceNumber = row.reference;
  }
  // The fallbacks only fill a row its problems refuse.
  return r.done<ArRow>({ ...row, recordType: recordType ?? 1, initial: row.initial ?? '0', open: row.open ?? '0' });
}

/** The ar_items columns a row states; no due date: the invoice date plus the customer's terms. */
function itemColumns(row: ArRow, termsDays: number) {
  return {
    record_type: row.recordType,
    reference: row.reference,
    invoice_number: row.invoiceNumber,
    order_number: row.orderNumber || null,
    po_number: row.poNumber,
    invoice_date: row.invoiceDate,
    due_date: row.dueDate ?? addIsoDays(row.invoiceDate, termsDays),
    initial: row.initial,
    balance: row.open,
    remarks: row.remarks,
  };
}
type ItemColumns = ReturnType<typeof itemColumns>;

type StoredItem = Awaited<ReturnType<typeof storedItems>>[number];

/** The batch's customers' items named by a reference of the batch: by ar_code, or (seeded ledgers) by reference. */
function storedItems(db: Db, customerIds: readonly number[], references: readonly string[]) {
  return db
    .selectFrom('ar_items')
    .selectAll()
    .where('customer_id', 'in', customerIds)
    .where((eb) => eb.or([eb('ar_code', 'in', references), eb('reference', 'in', references)]))
    .execute();
}

/** Items with invoice payments made on the site against them: their record type is what the receipts show. */
async function paidItems(db: Db, itemIds: readonly number[]): Promise<Set<number>> {
  const paid = new Set<number>();
  for (const chunk of chunked(itemIds, 1000)) {
    const rows = await db
      .selectFrom('invoice_payment_lines')
      .select('ar_item_id')
      .where('ar_item_id', 'in', chunk)
      .execute();
    for (const r of rows) paid.add(r.ar_item_id);
  }
  return paid;
}

/** The stored item a row names: the one whose ar_code is the reference, else the only one with that reference. */
function indexItems(items: readonly StoredItem[]) {
  const byCode = new Map<string, StoredItem>();
  const byReference = new Map<string, StoredItem[]>();
  for (const item of items) {
    byCode.set(`${item.customer_id}|${item.ar_code}`, item);
    const key = `${item.customer_id}|${item.reference}`;
    byReference.set(key, [...(byReference.get(key) ?? []), item]);
  }
  return (customerId: number, reference: string): StoredItem | StoredItem[] | undefined => {
    const key = `${customerId}|${reference}`;
    const same = byReference.get(key) ?? [];
    return byCode.get(key) ?? (same.length > 1 ? same : same[0]);
  };
}

async function applyAr(
  db: Db,
  rows: readonly Lined<ArRow>[],
  ctx: { now: number; write: boolean },
): Promise<BatchCounts> {
  const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  const customers = new Map(
    (
      await db
        .selectFrom('customers')
        .select(['id', 'customer_code', 'terms_days'])
        .where('customer_code', 'in', [...new Set(rows.map((r) => r.row.customerCode))])
        .execute()
    ).map((c) => [c.customer_code.toUpperCase(), c]),
  );
  const customerIds = [...new Set([...customers.values()].map((c) => c.id))];
  const stored =
    customerIds.length > 0 ? await storedItems(db, customerIds, [...new Set(rows.map((r) => r.row.reference))]) : [];
  const find = indexItems(stored);
  const paid = await paidItems(
    db,
    stored.map((s) => s.id),
  );

  const inserts: (ItemColumns & { customer_id: number; ar_code: string; created_at: number })[] = [];
  for (const { line, row } of rows) {
    const customer = customers.get(row.customerCode);
    if (!customer) {
      counts.refused.push(refusal(line, 'customer_code', `no customer ${row.customerCode}`, row.customerCode));
      continue;
    }
    const intended = itemColumns(row, customer.terms_days);
    const before = find(customer.id, row.reference);
    if (Array.isArray(before)) {
      counts.refused.push(
        refusal(line, 'reference', `${before.length} items of ${row.customerCode} have this reference`, row.reference),
      );
      continue;
    }
    if (!before) {
      inserts.push({ customer_id: customer.id, ar_code: row.reference, ...intended, created_at: ctx.now });
      counts.inserted++;
      continue;
    }
    const changed = changedColumns(before, intended);
    if (changed.length === 0) {
      counts.unchanged++;
      continue;
    }
    if (changed.includes('record_type') && paid.has(before.id)) {
      const was = arRecordLabel(before.record_type as ArRecordType);
      counts.refused.push(
        refusal(
          line,
          'record_type',
          `payments made on the site were applied to this ${was}: its record type cannot change`,
          String(row.recordType),
        ),
      );
      continue;
    }
    counts.updated++;
    if (!ctx.write) continue;
    const set: Record<string, unknown> = {};
    for (const c of changed) set[c] = intended[c as keyof typeof intended];
    await db.updateTable('ar_items').set(set).where('id', '=', before.id).execute();
  }
  if (ctx.write)
    for (const chunk of chunked(inserts, rowsPerInsert(13))) await db.insertInto('ar_items').values(chunk).execute();
  return counts;
}

export const arKind: ImportKind<ArRow> = {
  name: 'ar',
  columns: AR_COLUMNS,
  parse: parseAr,
  keyOf: (row) => `item ${row.reference} of customer ${row.customerCode}`,
  apply: applyAr,
  // The account detail keeps answers per ledger version: items changed in place must bump it.
  caches: [LEDGER_CACHE],
  tables: ['ar_items'],
  batchSize: 2000,
};
