import { emailProblem } from '@storefront/domain';
import { chunked, rowsPerInsert } from '../../../db/chunking';
import type { Db } from '../../../db/database';
import { UNSET_PASSWORD_HASH } from '../../../platform/auth/password-hash';
import { queueSetPasswordMail } from '../../identity/password-reset.service';
import { customersByCode, type KnownCustomer } from '../customer-lookup';
import {
  type ApplyContext,
  type BatchCounts,
  type ImportColumn,
  type ImportKind,
  type Lined,
  refusal,
} from '../import-kind';
import { changedColumns } from '../row-diff';
import { RowReader } from '../row-reader';

export interface UserRow {
  username: string;
  email: string;
  name: string;
  /** '' for a salesperson. */
  customerCode: string;
  salesperson: boolean;
  /** The customers a salesperson acts for (codes). */
  customers: string[];
  admin: boolean;
  active: boolean;
}

export const USER_COLUMNS: readonly ImportColumn[] = [
  {
    name: 'username',
    required: true,
    description: 'What the user signs in with (up to 100 characters, no spaces; stored lower-case)',
    example: 'jsmith',
  },
  {
    name: 'email',
    required: true,
    description: 'E-mail address: a new user is mailed a link to choose a password',
    example: 'jsmith@baysidebistro.example',
  },
  { name: 'name', required: true, description: 'Name (up to 60 characters)', example: 'Jo Smith' },
  {
    name: 'customer_code',
    required: false,
    description: "A customer user's customer (empty for a salesperson)",
    example: 'BAYBIS',
  },
  {
    name: 'salesperson',
    required: false,
    description: 'Y for a salesperson, who acts for the customers listed in customers (default N)',
    example: 'N',
  },
  {
    name: 'customers',
    required: false,
    description: "A salesperson's customer codes, separated by spaces or |",
    example: '',
  },
  { name: 'admin', required: false, description: 'Y when the user administers the site (default N)', example: 'N' },
  {
    name: 'active',
    required: false,
    description: 'N disables sign-in (default Y); users of an inactive customer stay disabled',
    example: 'Y',
  },
];

export function parseUser(values: Readonly<Record<string, string>>) {
  const r = new RowReader(values);
  const username = r.text('username', 100, { required: true }).toLowerCase();
  if (/\s/.test(username)) r.problem('username', 'must not contain spaces');
  const email = r.text('email', 200, { required: true }).toLowerCase();
  const emailWrong = email === '' ? undefined : emailProblem(email);
  if (emailWrong) r.problem('email', emailWrong);
  const salesperson = r.flag('salesperson', false);
  const customerCode = r.code('customer_code', 20, { required: false });
  const customers = [
    ...new Set(
      r
        .text('customers', 20_000)
        .toUpperCase()
        .split(/[\s|]+/)
        .filter((c) => c !== ''),
    ),
  ];
  if (salesperson && customerCode !== '')
    r.problem('customer_code', 'must be empty for a salesperson: list the customers it acts for in customers');
  if (!salesperson && customerCode === '') r.problem('customer_code', 'is required for a customer user');
  if (!salesperson && customers.length > 0) r.problem('customers', 'only a salesperson acts for customers');
  const tooLong = customers.find((c) => c.length > 20);
  if (tooLong) r.problem('customers', `${tooLong} is longer than 20 characters`);
  const row: UserRow = {
    username,
    email,
    name: r.text('name', 60, { required: true }),
    customerCode,
    salesperson,
    customers: customers.sort(),
    admin: r.flag('admin', false),
    active: r.flag('active', true),
  };
  return r.done(row);
}

/**
 * The user's columns as the row wants them. A user of an inactive customer stays disabled, as deactivating the
 * customer left it (administrators excepted, as there: an import never locks out the people who run it).
 */
const userColumns = (row: UserRow, customer: KnownCustomer | undefined) => ({
  email: row.email,
  name: row.name,
  kind: row.salesperson ? ('salesperson' as const) : ('customer' as const),
  is_admin: row.admin ? 1 : 0,
  customer_id: customer?.id ?? null,
  disabled: !row.active || (customer && !customer.isActive && !row.admin) ? 1 : 0,
});
type UserColumns = ReturnType<typeof userColumns>;

async function storedUsers(db: Db, usernames: readonly string[]) {
  const read = (names: string[]) =>
    db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'name', 'kind', 'is_admin', 'customer_id', 'disabled'])
      .where('username', 'in', names)
      .execute();
  const rows: Awaited<ReturnType<typeof read>> = [];
  for (const chunk of chunked(usernames, 1000)) rows.push(...(await read(chunk)));
  return rows;
}

/** Each user's customers as a sorted list of ids ('' for none), to compare with what a row wants. */
async function storedAssignments(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  const ids = new Map<number, number[]>();
  for (const chunk of chunked(userIds, 1000))
    for (const a of await db
      .selectFrom('salesperson_customers')
      .select(['user_id', 'customer_id'])
      .where('user_id', 'in', chunk)
      .execute())
      ids.set(a.user_id, [...(ids.get(a.user_id) ?? []), a.customer_id]);
  return new Map([...ids].map(([user, customers]) => [user, customers.sort((a, b) => a - b).join(',')]));
}

async function assign(db: Db, userId: number, customerIds: readonly number[]): Promise<void> {
  await db.deleteFrom('salesperson_customers').where('user_id', '=', userId).execute();
  for (const chunk of chunked(customerIds, rowsPerInsert(2)))
    await db
      .insertInto('salesperson_customers')
      .values(chunk.map((customer_id) => ({ user_id: userId, customer_id })))
      .execute();
}

/** New users: no password (none ever travels in a file) and, when they may sign in, a mail to choose one. */
async function insertUsers(
  db: Db,
  users: readonly { columns: UserColumns; username: string; customerIds: number[] }[],
  ctx: ApplyContext,
) {
  for (const u of users) {
    const { id } = await db
      .insertInto('users')
      .values({
        ...u.columns,
        username: u.username,
        password_hash: UNSET_PASSWORD_HASH,
        created_at: ctx.now,
        password_changed_at: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (u.customerIds.length > 0) await assign(db, id, u.customerIds);
    if (u.columns.disabled === 0) await queueSetPasswordMail(db, ctx.outbox, id, ctx.now);
  }
}

async function applyUsers(db: Db, rows: readonly Lined<UserRow>[], ctx: ApplyContext): Promise<BatchCounts> {
  const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  const customers = await customersByCode(
    db,
    rows.flatMap((r) => [r.row.customerCode, ...r.row.customers]),
  );
  const stored = new Map(
    (
      await storedUsers(
        db,
        rows.map((r) => r.row.username),
      )
    ).map((u) => [u.username, u]),
  );
  const assigned = await storedAssignments(
    db,
    [...stored.values()].map((u) => u.id),
  );
  const inserts: { columns: UserColumns; username: string; customerIds: number[] }[] = [];
  for (const { line, row } of rows) {
    const before = stored.get(row.username);
    if (before?.kind === 'consumer') {
      counts.refused.push(
        refusal(line, 'username', `${row.username} is a consumer's account: consumers are not imported`, row.username),
      );
      continue;
    }
    const customer = row.customerCode ? customers.get(row.customerCode) : undefined;
    if (row.customerCode && !customer) {
      counts.refused.push(refusal(line, 'customer_code', `no customer ${row.customerCode}`, row.customerCode));
      continue;
    }
    const unknown = row.customers.filter((c) => !customers.has(c));
    if (unknown.length > 0) {
      counts.refused.push(refusal(line, 'customers', `no customer ${unknown.join(', ')}`, unknown.join(' ')));
      continue;
    }
    const columns = userColumns(row, customer);
    const customerIds = row.customers.map((c) => customers.get(c)?.id ?? 0).sort((a, b) => a - b);
    if (!before) {
      inserts.push({ columns, username: row.username, customerIds });
      counts.inserted++;
      continue;
    }
    const changed = changedColumns(before, columns);
    const assignmentsChanged = (assigned.get(before.id) ?? '') !== customerIds.join(',');
    if (changed.length === 0 && !assignmentsChanged) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    if (!ctx.write) continue;
    // Never the password: an existing user keeps the one it chose.
    if (changed.length > 0) await db.updateTable('users').set(columns).where('id', '=', before.id).execute();
    if (assignmentsChanged) await assign(db, before.id, customerIds);
  }
  if (ctx.write) await insertUsers(db, inserts, ctx);
  return counts;
}

export const usersKind: ImportKind<UserRow> = {
  name: 'users',
  columns: USER_COLUMNS,
  parse: parseUser,
  keyOf: (row) => `user ${row.username}`,
  apply: applyUsers,
  // Nothing caches users: every request reads its user with its session.
  caches: [],
  tables: ['users', 'salesperson_customers'],
  batchSize: 500,
};
