import { chunked, rowsPerInsert } from '../../../db/chunking';
import type { Db } from '../../../db/database';
import { type AddressCells, addressColumns, readAddress } from '../address-cells';
import type { BatchCounts, ImportColumn, ImportKind, Lined } from '../import-kind';
import { changedColumns } from '../row-diff';
import { RowReader } from '../row-reader';

export interface CustomerRow extends AddressCells {
  code: string;
  name: string;
  priceLevel: number;
  creditLimit: string;
  termsDays: number;
  taxRate: string;
  requiredPO: boolean;
  defaultPO: string;
  active: boolean;
}

export const CUSTOMER_COLUMNS: readonly ImportColumn[] = [
  {
    name: 'customer_code',
    required: true,
    description: "The customer's number (up to 20 characters, no spaces)",
    example: 'BAYBIS',
  },
  { name: 'name', required: true, description: 'Name (up to 60 characters)', example: 'Bayside Bistro' },
  ...addressColumns({
    address1: '100 Commercial St',
    address2: '',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    phone: '(207) 555-0110',
  }),
  {
    name: 'price_level',
    required: false,
    description:
      'Price level 1 to 99: the level contract prices that apply. Empty or 0: none (base and customer prices only)',
    example: '2',
  },
  {
    name: 'credit_limit',
    required: false,
    description: 'Credit limit in dollars (2 decimals; default 0)',
    example: '5000.00',
  },
  { name: 'terms_days', required: false, description: 'Payment terms in days, 0 to 365 (default 30)', example: '30' },
  {
    name: 'tax_rate',
    required: false,
    description: 'Sales tax rate as a fraction, up to 4 decimals (0.055 is 5.5 %); ship-tos without one take it',
    example: '0.055',
  },
  {
    name: 'required_po',
    required: false,
    description: 'Y when every order needs a P.O. number (default N)',
    example: 'N',
  },
  {
    name: 'default_po',
    required: false,
    description: 'The P.O. number orders start with (up to 20 characters)',
    example: '',
  },
  {
    name: 'active',
    required: false,
    description: "N deactivates the customer and disables its users' sign-in (default Y)",
    example: 'Y',
  },
];

export function parseCustomer(values: Readonly<Record<string, string>>) {
  const r = new RowReader(values);
  const row: CustomerRow = {
    code: r.code('customer_code', 20),
    name: r.text('name', 60, { required: true }),
    ...readAddress(r),
    priceLevel: r.int('price_level', { min: 0, max: 99 }) ?? 0,
    creditLimit: r.decimal('credit_limit', 2, { min: 0, max: 999_999_999 }) ?? '0.00',
    termsDays: r.int('terms_days', { min: 0, max: 365 }) ?? 30,
    taxRate: r.decimal('tax_rate', 4, { min: 0, max: 1 }) ?? '0.0000',
    requiredPO: r.flag('required_po', false),
    defaultPO: r.text('default_po', 20),
    active: r.flag('active', true),
  };
  return r.done(row);
}

const customerColumns = (row: CustomerRow) => ({
  customer_code: row.code,
  name: row.name,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  phone: row.phone,
  price_level: row.priceLevel,
  credit_limit: row.creditLimit,
  terms_days: row.termsDays,
  tax_rate: row.taxRate,
  required_po: row.requiredPO ? 1 : 0,
  default_po: row.defaultPO,
  is_active: row.active ? 1 : 0,
});
type CustomerColumns = ReturnType<typeof customerColumns>;

/**
 * An inactive customer's users may no longer sign in. Administrators are spared, so an import never locks out the
 * people who run it. Reactivating a customer (active=Y) does not enable its users again: a user disabled for another
 * reason cannot be told apart, so the users file (its active column) says who signs in again.
 */
async function disableUsersOf(db: Db, customerIds: readonly number[]): Promise<void> {
  for (const chunk of chunked(customerIds, 1000))
    await db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('customer_id', 'in', chunk)
      .where('kind', '=', 'customer')
      .where('is_admin', '=', 0)
      .where('disabled', '=', 0)
      .execute();
}

async function applyCustomers(
  db: Db,
  rows: readonly Lined<CustomerRow>[],
  ctx: { write: boolean },
): Promise<BatchCounts> {
  const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  const stored = new Map(
    (
      await db
        .selectFrom('customers')
        .selectAll()
        .where(
          'customer_code',
          'in',
          rows.map((r) => r.row.code),
        )
        .execute()
    ).map((c) => [c.customer_code.toUpperCase(), c]),
  );
  const inserts: CustomerColumns[] = [];
  const inactive: number[] = [];
  for (const { row } of rows) {
    const intended = customerColumns(row);
    const before = stored.get(row.code);
    if (!before) {
      inserts.push(intended);
      counts.inserted++;
      continue;
    }
    if (!row.active) inactive.push(before.id);
    const changed = changedColumns(before, intended);
    if (changed.length === 0) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    if (!ctx.write) continue;
    const set: Partial<CustomerColumns> = {};
    for (const c of changed) (set as Record<string, unknown>)[c] = intended[c as keyof CustomerColumns];
    await db.updateTable('customers').set(set).where('id', '=', before.id).execute();
  }
  if (ctx.write) {
    for (const chunk of chunked(inserts, rowsPerInsert(15))) await db.insertInto('customers').values(chunk).execute();
    await disableUsersOf(db, inactive);
  }
  return counts;
}

/** Active customers a full file no longer lists: deactivated, and their users disabled. */
async function deactivateMissingCustomers(db: Db, codes: ReadonlySet<string>, write: boolean): Promise<number> {
  const active = await db.selectFrom('customers').select(['id', 'customer_code']).where('is_active', '=', 1).execute();
  const missing = active.filter((c) => !codes.has(c.customer_code.toUpperCase())).map((c) => c.id);
  if (write) {
    for (const chunk of chunked(missing, 1000))
      await db.updateTable('customers').set({ is_active: 0 }).where('id', 'in', chunk).execute();
    await disableUsersOf(db, missing);
  }
  return missing.length;
}

export const customersKind: ImportKind<CustomerRow> = {
  name: 'customers',
  columns: CUSTOMER_COLUMNS,
  parse: parseCustomer,
  keyOf: (row) => `customer ${row.code}`,
  apply: applyCustomers,
  deactivateMissing: { column: 'customer_code', run: deactivateMissingCustomers },
  // Nothing keeps customers in a cache: the session reads its customer with every request.
  caches: [],
  tables: ['customers'],
  batchSize: 1000,
};
