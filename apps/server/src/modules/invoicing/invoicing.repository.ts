import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Any customer's or consumer's order by number: invoicing is the administrator's (or the ERP's), not the buyer's. */
export function findAnyOrder(db: Kysely<DB>, orderNumber: string) {
  return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
}

/** Who placed the order, as its invoice needs it: the customer's name and terms, or the consumer's name. */
export async function findOrderParty(
  db: Kysely<DB>,
  order: { customer_id: number | null; user_id: number | null },
): Promise<{ name: string; termsDays: number }> {
  if (order.customer_id !== null) {
    const customer = await db
      .selectFrom('customers')
      .select(['name', 'terms_days'])
      .where('id', '=', order.customer_id)
      .executeTakeFirst();
    return { name: customer?.name ?? '', termsDays: customer?.terms_days ?? 0 };
  }
  const user =
    order.user_id === null
      ? undefined
      : await db.selectFrom('users').select('name').where('id', '=', order.user_id).executeTakeFirst();
  // A consumer's orders are paid at checkout: no terms.
  return { name: user?.name ?? '', termsDays: 0 };
}

export interface NamedSubstitute {
  productKey: number;
  productCode: string;
  description: string;
  taxable: boolean;
}

/** The active substitutes each of these products names, in their order. */
export async function activeSubstitutes(
  db: Kysely<DB>,
  productKeys: readonly number[],
): Promise<Map<number, NamedSubstitute[]>> {
  const result = new Map<number, NamedSubstitute[]>();
  if (productKeys.length === 0) return result;
  const rows = await db
    .selectFrom('product_substitutes as s')
    .innerJoin('products as p', 'p.product_key', 's.substitute_key')
    .select(['s.product_key', 'p.product_key as substitute_key', 'p.product_code', 'p.description', 'p.is_taxable'])
    .where('s.product_key', 'in', [...new Set(productKeys)])
    .where('p.is_active', '=', 1)
    .orderBy('s.product_key')
    .orderBy('s.sequence')
    .execute();
  for (const r of rows)
    result.set(r.product_key, [
      ...(result.get(r.product_key) ?? []),
      {
        productKey: r.substitute_key,
        productCode: r.product_code,
        description: r.description,
        taxable: r.is_taxable === 1,
      },
    ]);
  return result;
}

/**
 * Whether an invoice number is already used: by another order, or by an A/R item of the customer (its invoice
 * number or its code, which the invoice's item would take).
 */
export async function invoiceNumberTaken(
  db: Kysely<DB>,
  number: string,
  order: { id: number; customer_id: number | null },
): Promise<boolean> {
  const other = await db
    .selectFrom('orders')
    .select('id')
    .where('invoice_number', '=', number)
    .where('id', '<>', order.id)
    .limit(1)
    .executeTakeFirst();
  if (other) return true;
  if (order.customer_id === null) return false;
  const item = await db
    .selectFrom('ar_items')
    .select('id')
    .where('customer_id', '=', order.customer_id)
    .where((eb) => eb.or([eb('invoice_number', '=', number), eb('ar_code', '=', number)]))
    .limit(1)
    .executeTakeFirst();
  return item !== undefined;
}

export interface InvoicedOrderColumns {
  invoice_number: string;
  invoice_date: string;
  invoiced_at: number;
  invoiced_line_total: string;
  invoiced_tax: string;
  invoiced_total: string;
  captured_amount?: string;
}

/**
 * Marks the order invoiced only if it is still open or shipped: of two invoices of one order the second finds it
 * invoiced and changes nothing. Answers whether it was this call that invoiced it.
 */
export async function markInvoiced(db: Kysely<DB>, orderId: number, columns: InvoicedOrderColumns): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...columns, status: 'Invoiced' })
    .where('id', '=', orderId)
    .where('status', 'in', ['Open', 'Shipped'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface InvoicedLineColumns {
  shipped_quantity: string;
  actual_weight: string | null;
  invoiced_extension: string;
  shipped_product_key: number | null;
  shipped_product_code: string;
  shipped_description: string;
}

export async function writeInvoicedLine(
  db: Kysely<DB>,
  orderId: number,
  lineId: number,
  columns: InvoicedLineColumns,
): Promise<void> {
  await db.updateTable('order_lines').set(columns).where('id', '=', lineId).where('order_id', '=', orderId).execute();
}
