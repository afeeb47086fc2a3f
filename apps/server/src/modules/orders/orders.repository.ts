import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, OrderStatus } from '../../db/schema';

export interface NewOrder {
  customer_id: number | null;
  user_id: number;
  status: OrderStatus;
  order_date: string;
  delivery_date: string | null;
  po_number: string;
  ship_to_code: string | null;
  ship_method: string;
  address_id: number | null;
  ship_to_text: string;
  special_instruction1: string;
  special_instruction2: string;
  notes: string;
  line_total: string;
  taxable_amount: string;
  tax: string;
  add_on_charges: string;
  charges: string;
  total: string;
  card_brand: string | null;
  card_last4: string | null;
  card_expiry: string | null;
  payment_transaction_id: string | null;
  /** A card authorised (catch weight, issue 31) rather than charged: the amount held. */
  authorized_amount?: string | null;
  created_at: number;
}

export interface NewOrderLine {
  sequence: number;
  product_key: number;
  product_code: string;
  description: string;
  unit: string;
  quantity: string;
  stock_quantity: string;
  price_unit: string;
  unit_price: string;
  /** The decimals the unit price was priced at (priceDecimalsOf its price unit). */
  price_decimals: number;
  extension: string;
  is_taxable: number;
  product_text1: string;
  product_text2: string;
  /** A catch-weight line and the weight its extension was estimated at (issue 31). */
  is_catch_weight?: number;
  estimated_weight?: string | null;
  /** 'No substitutes for this line'. */
  no_substitutes?: number;
}

// Rows per multi-row insert: far below both databases' bound-parameter limits.
const CHUNK = 200;

/** Web orders are numbered W followed by their id; the seeded history uses SO numbers. */
export const webOrderNumber = (id: number) => `W${String(id).padStart(7, '0')}`;

/** Inserts the order and its lines; returns the order number. Run it inside the submit transaction. */
export async function insertOrder(
  db: Kysely<DB>,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ id: number; orderNumber: string }> {
  // The number needs the id: a unique placeholder first, then the real number.
  const placeholder = `P${randomBytes(9).toString('hex')}`;
  const { id } = await db
    .insertInto('orders')
    .values({ ...order, order_number: placeholder })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderNumber = webOrderNumber(id);
  await db.updateTable('orders').set({ order_number: orderNumber }).where('id', '=', id).execute();
  for (let i = 0; i < lines.length; i += CHUNK) {
    await db
      .insertInto('order_lines')
      .values(lines.slice(i, i + CHUNK).map((l) => ({ ...l, order_id: id })))
      .execute();
  }
  return { id, orderNumber };
}

/** Who may read an order: the customer's users and salespeople acting for it, or the consumer who placed it. */
export interface OrderScope {
  customerId: number | null;
  userId: number;
}

export function findOrder(db: Kysely<DB>, orderNumber: string, scope: OrderScope) {
  let q = db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber);
  q =
    scope.customerId !== null
      ? q.where('customer_id', '=', scope.customerId)
      : q.where('customer_id', 'is', null).where('user_id', '=', scope.userId);
  return q.executeTakeFirst();
}

export function listOrderLines(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;
export type OrderLineRow = Awaited<ReturnType<typeof listOrderLines>>[number];
