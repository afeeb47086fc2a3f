import type { Kysely } from 'kysely';
import type { CreditRequestStatus } from '@storefront/domain';
import type { DB } from '../../db/schema';
import type { CustomerScope } from './credit-scope.repository';

export interface NewCreditRequest {
  checkin_id: number;
  order_id: number;
  customer_id: number;
  created_by: number;
  created_at: number;
  requested_amount: string;
}

export async function insertCreditRequest(db: Kysely<DB>, row: NewCreditRequest): Promise<number> {
  const inserted = await db
    .insertInto('credit_requests')
    .values({ ...row, status: 'Open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export interface NewCreditLine {
  credit_request_id: number;
  line_number: number;
  product_code: string;
  description: string;
  outcome: string;
  quantity: string;
  unit: string;
  amount: string;
  note: string;
}

export async function insertCreditLines(db: Kysely<DB>, rows: readonly NewCreditLine[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('credit_request_lines')
      .values(rows.slice(i, i + 100))
      .execute();
}

const HEADER = [
  'r.id',
  'r.checkin_id',
  'r.customer_id',
  'r.status',
  'r.requested_amount',
  'r.approved_amount',
  'r.created_at',
  'r.reviewer_note',
  'r.reviewed_at',
  'r.ar_item_id',
  'o.order_number',
  'o.invoice_number',
  'o.invoice_date',
  'o.delivery_date',
  'o.po_number',
  'c.name as customer_name',
  'b.name as requested_by',
  'b.email as requested_by_email',
  'v.name as reviewed_by',
] as const;

function headers(db: Kysely<DB>) {
  return db
    .selectFrom('credit_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .leftJoin('users as b', 'b.id', 'r.created_by')
    .leftJoin('users as v', 'v.id', 'r.reviewed_by')
    .select(HEADER);
}

export type CreditRequestRow = NonNullable<Awaited<ReturnType<typeof findCreditRequest>>>;

/** A request by id, within the viewer's customers. */
export function findCreditRequest(db: Kysely<DB>, id: number, scope: CustomerScope) {
  let q = headers(db).where('r.id', '=', id);
  if (scope !== null) q = scope.length === 0 ? q.where('r.id', '<', 0) : q.where('r.customer_id', 'in', [...scope]);
  return q.executeTakeFirst();
}

/** The request of a check-in, if it had one. */
export function findRequestOfCheckin(db: Kysely<DB>, checkinId: number) {
  return headers(db).where('r.checkin_id', '=', checkinId).executeTakeFirst();
}

export interface CreditListFilter {
  scope: CustomerScope;
  status?: CreditRequestStatus | undefined;
  customerId?: number | undefined;
}

function filtered(db: Kysely<DB>, f: CreditListFilter) {
  let q = db.selectFrom('credit_requests as r');
  if (f.scope !== null)
    q = f.scope.length === 0 ? q.where('r.id', '<', 0) : q.where('r.customer_id', 'in', [...f.scope]);
  if (f.status) q = q.where('r.status', '=', f.status);
  if (f.customerId !== undefined) q = q.where('r.customer_id', '=', f.customerId);
  return q;
}

/** One page of requests, newest first, and how many match in all. */
export async function listCreditRequests(db: Kysely<DB>, f: CreditListFilter, page: { offset: number; limit: number }) {
  const [ids, count] = await Promise.all([
    filtered(db, f).select('r.id').orderBy('r.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await headers(db)
          .where(
            'r.id',
            'in',
            ids.map((r) => r.id),
          )
          .orderBy('r.id', 'desc')
          .execute();
  return { rows, total: Number(count.n) };
}

export function listCreditLines(db: Kysely<DB>, requestId: number) {
  return db
    .selectFrom('credit_request_lines')
    .selectAll()
    .where('credit_request_id', '=', requestId)
    .orderBy('line_number')
    .limit(10_000)
    .execute();
}

export type CreditLineRow = Awaited<ReturnType<typeof listCreditLines>>[number];

/**
 * Records a review only if the request is still Open: of two reviews at once (two tabs, two processes) one changes
 * it and the other finds it reviewed. Answers whether this call reviewed it.
 */
export async function markReviewed(
  db: Kysely<DB>,
  id: number,
  review: { status: string; approved_amount: string; reviewer_note: string; reviewed_by: number; reviewed_at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('credit_requests')
    .set(review)
    .where('id', '=', id)
    .where('status', '=', 'Open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setLineApproval(
  db: Kysely<DB>,
  requestId: number,
  lineNumber: number,
  approved: { approved_quantity: string; approved_amount: string },
): Promise<void> {
  await db
    .updateTable('credit_request_lines')
    .set(approved)
    .where('credit_request_id', '=', requestId)
    .where('line_number', '=', lineNumber)
    .execute();
}

export async function setCreditMemo(db: Kysely<DB>, requestId: number, arItemId: number): Promise<void> {
  await db.updateTable('credit_requests').set({ ar_item_id: arItemId }).where('id', '=', requestId).execute();
}

/** The customer's salespeople's addresses: who is told of a new request. */
export async function salespeopleOf(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('salesperson_customers as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.name', 'u.email'])
    .where('s.customer_id', '=', customerId)
    .where('u.disabled', '=', 0)
    .orderBy('u.id')
    .limit(50)
    .execute();
}
