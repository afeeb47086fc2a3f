import type { Db } from '../../../db/database';
import { loadProductUnits, type ProductWithUnits } from '../../catalogue/product-units.repository';

/** What a batch of order rows is checked and compared against, read in a handful of queries. */
export interface OrderBatch {
  customers: Map<string, { id: number; default_shipto_code: string | null }>;
  /** `${customerId}|${code}` of the ship-tos the batch names. */
  shipTos: Set<string>;
  products: Map<string, { units: ProductWithUnits; taxable: boolean }>;
  orders: Map<string, StoredOrder>;
  /** Stored lines by order id, in their sequence. */
  lines: Map<number, StoredLine[]>;
}

export type StoredOrder = Awaited<ReturnType<typeof readOrders>>[number];
export type StoredLine = Awaited<ReturnType<typeof readLines>>[number];

const distinct = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ''))];

const readOrders = (db: Db, numbers: readonly string[]) =>
  db.selectFrom('orders').selectAll().where('order_number', 'in', numbers).execute();

const readLines = (db: Db, orderIds: readonly number[]) =>
  db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('sequence')
    .orderBy('id')
    .execute();

async function readProducts(db: Db, codes: readonly string[]): Promise<OrderBatch['products']> {
  const rows =
    codes.length === 0
      ? []
      : await db
          .selectFrom('products')
          .select(['product_key', 'product_code', 'is_taxable'])
          .where('product_code', 'in', codes)
          .execute();
  const units = await loadProductUnits(
    db,
    rows.map((p) => p.product_key),
  );
  const products: OrderBatch['products'] = new Map();
  for (const p of rows) {
    const u = units.get(p.product_key);
    if (u) products.set(p.product_code, { units: u, taxable: p.is_taxable === 1 });
  }
  return products;
}

export async function readOrderBatch(
  db: Db,
  rows: readonly { customerCode: string; shipToCode: string; productCode: string; orderNumber: string }[],
): Promise<OrderBatch> {
  const customerRows = await db
    .selectFrom('customers')
    .select(['id', 'customer_code', 'default_shipto_code'])
    .where('customer_code', 'in', distinct(rows.map((r) => r.customerCode)))
    .execute();
  const customers = new Map(customerRows.map((c) => [c.customer_code.toUpperCase(), c]));
  const shipToCodes = distinct(rows.map((r) => r.shipToCode));
  const shipTos = new Set<string>();
  if (shipToCodes.length > 0 && customerRows.length > 0)
    for (const s of await db
      .selectFrom('ship_tos')
      .select(['customer_id', 'code'])
      .where(
        'customer_id',
        'in',
        customerRows.map((c) => c.id),
      )
      .where('code', 'in', shipToCodes)
      .execute())
      shipTos.add(`${s.customer_id}|${s.code}`);
  const orders = new Map(
    (await readOrders(db, distinct(rows.map((r) => r.orderNumber)))).map((o) => [o.order_number, o]),
  );
  const lines = new Map<number, StoredLine[]>();
  if (orders.size > 0)
    for (const l of await readLines(
      db,
      [...orders.values()].map((o) => o.id),
    )) {
      const list = lines.get(l.order_id) ?? [];
      list.push(l);
      lines.set(l.order_id, list);
    }
  const products = await readProducts(db, distinct(rows.map((r) => r.productCode)));
  return { customers, shipTos, products, orders, lines };
}
