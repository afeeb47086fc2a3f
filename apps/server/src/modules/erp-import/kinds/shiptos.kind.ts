import { chunked, rowsPerInsert } from '../../../db/chunking';
import type { Db } from '../../../db/database';
import { type AddressCells, addressColumns, readAddress } from '../address-cells';
import { customersByCode, type KnownCustomer } from '../customer-lookup';
import { type BatchCounts, type ImportColumn, type ImportKind, type Lined, refusal } from '../import-kind';
import { changedColumns } from '../row-diff';
import { RowReader } from '../row-reader';
import { readCutoffTime, readDeliveryDays } from '../shipto-schedule';

export interface ShipToRow extends AddressCells {
  customerCode: string;
  shipToCode: string;
  name: string;
  display: string;
  contact: string;
  deliveryDays: string;
  cutoffTime: string;
  leadDays: number;
  /** null: the customer's tax rate. */
  taxRate: string | null;
  deliveryFee: string;
  smallOrderThreshold: string;
  smallOrderCharge: string;
  /** True: this becomes the customer's primary ship-to. False leaves which one is primary as it is. */
  primary: boolean;
}

export const SHIPTO_COLUMNS: readonly ImportColumn[] = [
  { name: 'customer_code', required: true, description: 'The customer the ship-to belongs to', example: 'BAYBIS' },
  {
    name: 'shipto_code',
    required: true,
    description: "The ship-to's code, unique within its customer (up to 20, no spaces)",
    example: 'MAIN',
  },
  {
    name: 'name',
    required: true,
    description: 'Name on the delivery (up to 40 characters)',
    example: 'Bayside Bistro',
  },
  {
    name: 'display',
    required: false,
    description: 'Short name in the address list (up to 25; default the code)',
    example: 'Main',
  },
  ...addressColumns({
    address1: '200 Fore St',
    address2: '',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    phone: '(207) 555-0120',
  }),
  { name: 'contact', required: false, description: 'Person to ask for (up to 25 characters)', example: 'Sam Prep' },
  {
    name: 'delivery_days',
    required: false,
    description: 'Days delivered: 1 Sunday .. 7 Saturday or Sun ... Sat, comma separated (default Mon to Fri)',
    example: '2,4,6',
  },
  {
    name: 'cutoff_time',
    required: false,
    description: 'Order cut-off, HH:MM on a 24-hour clock (default 15:00)',
    example: '15:00',
  },
  {
    name: 'lead_days',
    required: false,
    description: 'Days between the order and the earliest delivery, 0 to 30 (default 1)',
    example: '1',
  },
  {
    name: 'tax_rate',
    required: false,
    description: "Sales tax rate as a fraction, up to 4 decimals (empty: the customer's)",
    example: '',
  },
  {
    name: 'delivery_fee',
    required: false,
    description: 'Charge added to each order, in dollars (default 0)',
    example: '0.00',
  },
  {
    name: 'small_order_threshold',
    required: false,
    description: 'Orders below this total pay the small-order charge (0: none)',
    example: '150.00',
  },
  { name: 'small_order_charge', required: false, description: 'The small-order charge, in dollars', example: '25.00' },
  {
    name: 'primary',
    required: false,
    description:
      "Y makes it the customer's primary ship-to (the one orders start with); N or empty leaves the primary as it is",
    example: 'Y',
  },
];

const money = (r: RowReader, column: string) => r.decimal(column, 2, { min: 0, max: 999_999 }) ?? '0.00';

export function parseShipTo(values: Readonly<Record<string, string>>) {
  const r = new RowReader(values);
  const row: ShipToRow = {
    customerCode: r.code('customer_code', 20),
    shipToCode: r.code('shipto_code', 20),
    name: r.text('name', 40, { required: true }),
    display: r.text('display', 25),
    ...readAddress(r),
    contact: r.text('contact', 25),
    deliveryDays: readDeliveryDays(r, 'delivery_days'),
    cutoffTime: readCutoffTime(r, 'cutoff_time'),
    leadDays: r.int('lead_days', { min: 0, max: 30 }) ?? 1,
    taxRate: r.decimal('tax_rate', 4, { min: 0, max: 1 }),
    deliveryFee: money(r, 'delivery_fee'),
    smallOrderThreshold: money(r, 'small_order_threshold'),
    smallOrderCharge: money(r, 'small_order_charge'),
    primary: r.flag('primary', false),
  };
  return r.done(row);
}

const shipToColumns = (row: ShipToRow, customer: KnownCustomer) => ({
  name: row.name,
  display: row.display || row.shipToCode,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  phone: row.phone,
  contact: row.contact,
  delivery_days: row.deliveryDays,
  cutoff_time: row.cutoffTime,
  lead_days: row.leadDays,
  tax_rate: row.taxRate ?? customer.taxRate,
  delivery_fee: row.deliveryFee,
  small_order_threshold: row.smallOrderThreshold,
  small_order_charge: row.smallOrderCharge,
});
type ShipToColumns = ReturnType<typeof shipToColumns>;

async function storedShipTos(db: Db, customerIds: readonly number[]) {
  const read = (ids: number[]) => db.selectFrom('ship_tos').selectAll().where('customer_id', 'in', ids).execute();
  const rows: Awaited<ReturnType<typeof read>> = [];
  for (const chunk of chunked(customerIds, 1000)) rows.push(...(await read(chunk)));
  return rows;
}

/** The customer's one primary ship-to becomes `code`, and orders start with it. */
async function makePrimary(db: Db, customerId: number, code: string): Promise<void> {
  await db
    .updateTable('ship_tos')
    .set({ is_primary: 0 })
    .where('customer_id', '=', customerId)
    .where('code', '<>', code)
    .where('is_primary', '=', 1)
    .execute();
  await db
    .updateTable('ship_tos')
    .set({ is_primary: 1 })
    .where('customer_id', '=', customerId)
    .where('code', '=', code)
    .execute();
  await db.updateTable('customers').set({ default_shipto_code: code }).where('id', '=', customerId).execute();
}

async function applyShipTos(db: Db, rows: readonly Lined<ShipToRow>[], ctx: { write: boolean }): Promise<BatchCounts> {
  const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  const customers = await customersByCode(
    db,
    rows.map((r) => r.row.customerCode),
  );
  const stored = new Map<string, Awaited<ReturnType<typeof storedShipTos>>[number]>();
  /** Each customer's primary ship-to code as the batch leaves it (null: none). */
  const primaryOf = new Map<number, string | null>([...customers.values()].map((c) => [c.id, null]));
  for (const s of await storedShipTos(db, [...primaryOf.keys()])) {
    stored.set(`${s.customer_id}|${s.code.toUpperCase()}`, s);
    if (s.is_primary === 1) primaryOf.set(s.customer_id, s.code);
  }
  /** The line that made each customer's primary ship-to in this batch: a second one is refused. */
  const primaryLine = new Map<number, number>();
  const newPrimaries = new Map<number, string>();
  const inserts: (ShipToColumns & { customer_id: number; code: string; is_primary: number })[] = [];
  for (const { line, row } of rows) {
    const customer = customers.get(row.customerCode);
    if (!customer) {
      counts.refused.push(refusal(line, 'customer_code', `no customer ${row.customerCode}`, row.customerCode));
      continue;
    }
    const earlier = primaryLine.get(customer.id);
    if (row.primary && earlier !== undefined) {
      counts.refused.push(
        refusal(line, 'primary', `line ${earlier} makes another of ${row.customerCode}'s ship-tos primary`, 'Y'),
      );
      continue;
    }
    const intended = shipToColumns(row, customer);
    const before = stored.get(`${customer.id}|${row.shipToCode}`);
    // A customer's first ship-to is its primary one, as in the address book.
    const primary = row.primary || (!before && primaryOf.get(customer.id) === null);
    const becomesPrimary = primary && (before?.is_primary !== 1 || customer.defaultShipTo !== row.shipToCode);
    if (row.primary) primaryLine.set(customer.id, line);
    if (primary) {
      primaryOf.set(customer.id, row.shipToCode);
      if (becomesPrimary) newPrimaries.set(customer.id, row.shipToCode);
    }
    if (!before) {
      inserts.push({ customer_id: customer.id, code: row.shipToCode, is_primary: 0, ...intended });
      counts.inserted++;
      continue;
    }
    const changed = changedColumns(before, intended);
    if (changed.length === 0 && !becomesPrimary) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    if (!ctx.write || changed.length === 0) continue;
    const set: Partial<ShipToColumns> = {};
    for (const c of changed) (set as Record<string, unknown>)[c] = intended[c as keyof ShipToColumns];
    await db.updateTable('ship_tos').set(set).where('id', '=', before.id).execute();
  }
  if (ctx.write) {
    for (const chunk of chunked(inserts, rowsPerInsert(20))) await db.insertInto('ship_tos').values(chunk).execute();
    for (const [customerId, code] of newPrimaries) await makePrimary(db, customerId, code);
  }
  return counts;
}

export const shipTosKind: ImportKind<ShipToRow> = {
  name: 'shiptos',
  columns: SHIPTO_COLUMNS,
  parse: parseShipTo,
  keyOf: (row) => `ship-to ${row.customerCode} ${row.shipToCode}`,
  apply: applyShipTos,
  // Nothing caches ship-tos: checkout and the cart header read them with each request.
  caches: [],
  tables: ['ship_tos'],
  batchSize: 1000,
};
