import { unformatProductCode } from '@storefront/domain';
import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import { containsPattern } from '../../db/like-pattern';
import type { DB } from '../../db/schema';
import { HISTORY_CACHE } from '../../platform/cache/cache-versions.repository';

/** Whose history: a trade customer's orders, or a consumer's own (customer null). */
export interface HistoryScope {
  customerId: number | null;
  userId: number;
}

/** What a history page is cut from: every match of one search, in its order (ids of orders or of order lines). */
export interface HistoryMatchQuery {
  /** Lower-cased words; each must match one of the searched columns. */
  words: readonly string[];
  startDate: string | undefined;
  endDate: string | undefined;
  direction: 'asc' | 'desc';
}

const ORDER_SORT_COLUMNS = {
  orderNumber: 'o.order_number',
  pO_Number: 'o.po_number',
  orderDate: 'o.order_date',
  deliveryDate: 'o.delivery_date',
  status: 'o.status',
  total: 'o.total',
} as const;
export type OrderSortKey = keyof typeof ORDER_SORT_COLUMNS;

const LINE_SORT_COLUMNS = {
  orderNumber: 'o.order_number',
  productCode: 'l.product_code',
  description: 'l.description',
  invoiceDate: 'o.delivery_date',
  quantity: 'l.quantity',
  type: 'o.status',
} as const;
export type LineSortKey = keyof typeof LINE_SORT_COLUMNS;

/** `lower(column) LIKE '%word%'` with the pattern's wildcards escaped, the same on both dialects. */
function contains(column: string, word: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(word)} escape '\\'`;
}

function anyContains(columns: readonly string[], word: string): Expression<SqlBool> {
  const parts = columns.map((c) => contains(c, word));
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

function scoped(db: Kysely<DB>, scope: HistoryScope) {
  const q = db.selectFrom('orders as o');
  return scope.customerId !== null
    ? q.where('o.customer_id', '=', scope.customerId)
    : q.where('o.customer_id', 'is', null).where('o.user_id', '=', scope.userId);
}

const ORDER_SEARCH = ['o.order_number', 'o.po_number', 'o.status'] as const;
const LINE_SEARCH = ['o.order_number', 'l.product_code', 'o.status', 'l.description'] as const;

/** A line matches a word in any searched column, or its product code as shown ('210-006' finds 210006). */
function lineContains(word: string): Expression<SqlBool> {
  const stored = unformatProductCode(word);
  return stored === word
    ? anyContains(LINE_SEARCH, word)
    : sql<SqlBool>`(${anyContains(LINE_SEARCH, word)} or ${contains('l.product_code', stored)})`;
}

/**
 * The scope's history as it stands: orders and their lines are added, so the count and the highest id change whenever
 * anything a page shows does; an ERP import that rewrites orders in place bumps the history cache's version instead.
 */
export async function historyVersion(
  db: Kysely<DB>,
  scope: HistoryScope,
): Promise<{ count: number; lastId: number; edition: number }> {
  const row = await scoped(db, scope)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max<number | string | null>('o.id').as('last'),
      eb.selectFrom('cache_versions').select('version').where('name', '=', HISTORY_CACHE).as('edition'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastId: Number(row.last ?? 0), edition: row.edition ?? 1 };
}

/** The ids of the scope's orders that match, sorted as asked. */
export async function matchingOrderIds(
  db: Kysely<DB>,
  scope: HistoryScope,
  f: HistoryMatchQuery,
  sortBy: OrderSortKey,
): Promise<Int32Array> {
  let q = scoped(db, scope);
  if (f.startDate) q = q.where('o.order_date', '>=', f.startDate);
  if (f.endDate) q = q.where('o.order_date', '<=', f.endDate);
  for (const w of f.words) q = q.where(anyContains(ORDER_SEARCH, w));
  const rows = await q
    .select('o.id')
    .orderBy(ORDER_SORT_COLUMNS[sortBy], f.direction)
    .orderBy('o.id', f.direction)
    .execute();
  return Int32Array.from(rows, (r) => r.id);
}

/** The ids of the lines of the scope's orders that match, filtered by invoice date (the delivery date), sorted as asked. */
export async function matchingLineIds(
  db: Kysely<DB>,
  scope: HistoryScope,
  f: HistoryMatchQuery,
  sortBy: LineSortKey,
): Promise<Int32Array> {
  let q = scoped(db, scope).innerJoin('order_lines as l', 'l.order_id', 'o.id');
  if (f.startDate) q = q.where('o.delivery_date', '>=', f.startDate);
  if (f.endDate) q = q.where('o.delivery_date', '<=', f.endDate);
  for (const w of f.words) q = q.where(lineContains(w));
  const rows = await q
    .select('l.id')
    .orderBy(LINE_SORT_COLUMNS[sortBy], f.direction)
    .orderBy('l.id', f.direction)
    .execute();
  return Int32Array.from(rows, (r) => r.id);
}

/** Rows in the order of `ids` (a page of a match list). */
function inIdOrder<R extends { id: number }>(ids: readonly number[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The orders of one page, by id. */
export async function ordersByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orders as o')
    // Issue 33: at most one check-in per order (checkins_order_uq), so the join adds no rows.
    .leftJoin('checkins as c', 'c.order_id', 'o.id')
    .where('o.id', 'in', ids)
    .select([
      'o.id',
      'c.id as checkin_id',
      'o.order_number',
      'o.po_number',
      'o.order_date',
      'o.delivery_date',
      'o.status',
      'o.total',
      'o.invoiced_total',
    ])
    // 1 when a line is catch weight (the total is an estimate): the same number on both dialects.
    .select((eb) =>
      eb
        .selectFrom('order_lines as cw')
        .select((e) => e.fn.max<number | string | null>('cw.is_catch_weight').as('m'))
        .whereRef('cw.order_id', '=', 'o.id')
        .as('catch_weight'),
    )
    .execute();
  return inIdOrder(ids, rows);
}

/** The order lines of one page, by id, with their order's number, dates and status. */
export async function linesByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .where('l.id', 'in', ids)
    .select([
      'l.id',
      'o.order_number',
      'o.order_date',
      'o.delivery_date',
      'o.status',
      'l.product_key',
      'l.product_code',
      'l.description',
      'l.quantity',
      'l.unit',
      'l.price_unit',
      'l.unit_price',
      'l.price_decimals',
      'l.extension',
      'l.is_catch_weight',
      'l.estimated_weight',
      'l.shipped_quantity',
      'l.actual_weight',
      'l.invoiced_extension',
    ])
    .execute();
  return inIdOrder(ids, rows);
}

/** The scan documents of these orders of the customer, from its ledger items (by order number). */
export function orderScanDocuments(db: Kysely<DB>, customerId: number, orderNumbers: readonly string[]) {
  if (orderNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ar_items')
    .select(['order_number', 'scan_documents'])
    .where('customer_id', '=', customerId)
    .where('order_number', 'in', orderNumbers)
    .where('scan_documents', '<>', '[]')
    .execute();
}
