import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import { containsPattern } from '../../db/like-pattern';
import type { DB } from '../../db/schema';

/** Whose history: a trade customer's orders, or a consumer's own (customer null). */
export interface HistoryScope {
  customerId: number | null;
  userId: number;
}

export interface HistoryFilter {
  /** Lower-cased words; each must match one of the searched columns. */
  words: readonly string[];
  startDate: string | undefined;
  endDate: string | undefined;
  offset: number;
  limit: number;
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

/** One page of the scope's orders, filtered by order date and words, with the count of all that match. */
export async function listHistoryOrders(db: Kysely<DB>, scope: HistoryScope, f: HistoryFilter, sortBy: OrderSortKey) {
  let q = scoped(db, scope);
  if (f.startDate) q = q.where('o.order_date', '>=', f.startDate);
  if (f.endDate) q = q.where('o.order_date', '<=', f.endDate);
  for (const w of f.words) q = q.where(anyContains(ORDER_SEARCH, w));
  const [rows, count] = await Promise.all([
    q
      .select(['o.order_number', 'o.po_number', 'o.order_date', 'o.delivery_date', 'o.status', 'o.total'])
      .orderBy(ORDER_SORT_COLUMNS[sortBy], f.direction)
      .orderBy('o.id', f.direction)
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const LINE_SEARCH = ['o.order_number', 'l.product_code', 'o.status', 'l.description'] as const;

/** One page of the lines of the scope's orders, filtered by invoice date (the delivery date) and words. */
export async function listProductHistory(db: Kysely<DB>, scope: HistoryScope, f: HistoryFilter, sortBy: LineSortKey) {
  let q = scoped(db, scope).innerJoin('order_lines as l', 'l.order_id', 'o.id');
  if (f.startDate) q = q.where('o.delivery_date', '>=', f.startDate);
  if (f.endDate) q = q.where('o.delivery_date', '<=', f.endDate);
  for (const w of f.words) q = q.where(anyContains(LINE_SEARCH, w));
  const [rows, count] = await Promise.all([
    q
      .select([
        'o.order_number',
        'o.order_date',
        'o.delivery_date',
        'o.status',
        'l.product_key',
        'l.product_code',
        'l.description',
        'l.quantity',
        'l.unit',
        'l.unit_price',
      ])
      .orderBy(LINE_SORT_COLUMNS[sortBy], f.direction)
      .orderBy('l.id', f.direction)
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
