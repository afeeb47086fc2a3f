import type { RefusedRow } from '@storefront/contract';
import { DEFAULT_PRICE_DECIMALS, QUANTITY_DECIMALS, toDecimal } from '@storefront/domain';
import type { Db } from '../../../db/database';
import type { OrderStatus } from '../../../db/schema';
import { HISTORY_CACHE } from '../../../platform/cache/cache-versions.repository';
import { type BatchCounts, type ImportColumn, type ImportKind, type Lined, refusal } from '../import-kind';
import { RowReader } from '../row-reader';
import { wholeGroupRefusal } from '../row-groups';
import { type OrderBatch, readOrderBatch } from './order-batch';
import { type FileLine, importedTotals, type RecordedLine, recordLine } from './order-lines';
import { insertOrders, type NewImportedOrder, rewriteOrder, type StatedHeader } from './order-rewrite';

/** One CSV row: an order line, with its order's header repeated on every line of the order. */
export interface OrderRow extends FileLine {
  orderNumber: string;
  customerCode: string;
  orderDate: string;
  deliveryDate: string | null;
  status: OrderStatus;
  poNumber: string;
  shipToCode: string;
  productCode: string;
}

const STATUSES: readonly OrderStatus[] = ['Open', 'Shipped', 'Invoiced', 'Cancelled'];
/** History needs no status said: what an ERP sends back is mostly invoiced. Open orders commit stock. */
const DEFAULT_STATUS: OrderStatus = 'Invoiced';
const MAX_LINE = 9999;
const MAX_QUANTITY = 9_999_999;
const MAX_PRICE = 9_999_999;

export const ORDER_COLUMNS: readonly ImportColumn[] = [
  {
    name: 'order_number',
    required: true,
    description: "The order's number (up to 20); an order's rows follow each other",
    example: 'SO204518',
  },
  {
    name: 'customer_code',
    required: true,
    description: "The customer's code, the same on every row of the order",
    example: 'BAYBIS',
  },
  { name: 'order_date', required: true, description: 'Date ordered (YYYY-MM-DD)', example: '2026-11-02' },
  {
    name: 'delivery_date',
    required: false,
    description: 'Date delivered or to deliver, not before the order date',
    example: '2026-11-03',
  },
  {
    name: 'status',
    required: false,
    description: `${STATUSES.join(', ')} (default ${DEFAULT_STATUS}); Open orders commit stock`,
    example: 'Invoiced',
  },
  { name: 'po_number', required: false, description: "The customer's P.O. number", example: 'PO-5531' },
  {
    name: 'ship_to_code',
    required: false,
    description: "One of the customer's ship-tos (default: its default ship-to)",
    example: '',
  },
  { name: 'line', required: true, description: `Line number in the order (1 to ${MAX_LINE})`, example: '1' },
  { name: 'product_code', required: true, description: 'The product ordered', example: '210006' },
  { name: 'unit', required: true, description: 'A sell-by unit of the product', example: 'CS' },
  { name: 'quantity', required: true, description: 'Quantity in that unit, above 0 (up to 2 decimals)', example: '2' },
  {
    name: 'price_unit',
    required: false,
    description: 'A price-by unit of the product (default its pricing unit)',
    example: 'CS',
  },
  {
    name: 'unit_price',
    required: true,
    description: "Price per price unit, in that unit's price decimals",
    example: '18.95',
  },
];

const statusOf = (text: string): OrderStatus | undefined =>
  STATUSES.find((s) => s.toLowerCase() === text.toLowerCase());

export function parseOrderRow(values: Readonly<Record<string, string>>) {
  const r = new RowReader(values);
  const statusText = r.text('status', 12);
  const quantity = r.decimal('quantity', QUANTITY_DECIMALS, { required: true, min: 0, max: MAX_QUANTITY });
  if (quantity !== null && toDecimal(quantity).eq(0)) r.problem('quantity', 'must be above 0');
  const row: OrderRow = {
    orderNumber: r.code('order_number', 20),
    customerCode: r.code('customer_code', 20),
    orderDate: r.date('order_date', { required: true }) ?? '',
    deliveryDate: r.date('delivery_date'),
    status: statusText === '' ? DEFAULT_STATUS : (statusOf(statusText) ?? DEFAULT_STATUS),
    poNumber: r.text('po_number', 20),
    shipToCode: r.code('ship_to_code', 20, { required: false }),
    line: r.int('line', { required: true, min: 1, max: MAX_LINE }) ?? 0,
    productCode: r.code('product_code', 20),
    unit: r.code('unit', 4),
    quantity: quantity ?? '0',
    priceUnit: r.code('price_unit', 4, { required: false }),
    unitPrice: r.decimal('unit_price', DEFAULT_PRICE_DECIMALS, { required: true, min: 0, max: MAX_PRICE }) ?? '0',
  };
  if (statusText !== '' && !statusOf(statusText))
    r.problem('status', `"${statusText}" is not one of ${STATUSES.join(', ')}`);
  if (row.deliveryDate !== null && row.orderDate !== '' && row.deliveryDate < row.orderDate)
    r.problem('delivery_date', 'is before order_date');
  return r.done(row);
}

/** An order's rows as its file groups them: by order number, as the row reader writes it. */
const orderGroupOf = (values: Readonly<Record<string, string>>) => {
  const number = (values.order_number ?? '').trim().toUpperCase();
  return number === '' ? '' : `order ${number}`;
};

/** The header columns every row of an order repeats, with the column each comes from. */
const HEADER_FIELDS = [
  ['customerCode', 'customer_code'],
  ['orderDate', 'order_date'],
  ['deliveryDate', 'delivery_date'],
  ['status', 'status'],
  ['poNumber', 'po_number'],
  ['shipToCode', 'ship_to_code'],
] as const;

type Planned =
  { ok: true; customerId: number; header: StatedHeader; lines: RecordedLine[] } | { ok: false; refused: RefusedRow[] };

/** Rows that disagree with the order's first row about its header. */
function headerDisagreements(number: string, head: Lined<OrderRow>, rows: readonly Lined<OrderRow>[]): RefusedRow[] {
  const refused: RefusedRow[] = [];
  for (const { line, row } of rows)
    for (const [field, column] of HEADER_FIELDS)
      if (row[field] !== head.row[field])
        refused.push(
          refusal(
            line,
            column,
            `line ${head.line} of order ${number} says "${head.row[field] ?? ''}"`,
            row[field] ?? '',
          ),
        );
  return refused;
}

/**
 * An order's rows checked together: the header the same on every row, the customer known and the order not another
 * customer's, the ship-to the customer's, every line's product, units and price right. One refused row refuses the
 * order whole, so no order is half imported.
 */
function planOrder(
  number: string,
  head: Lined<OrderRow>,
  rows: readonly Lined<OrderRow>[],
  batch: OrderBatch,
): Planned {
  const first = head.row;
  const refused = headerDisagreements(number, head, rows);
  const customer = batch.customers.get(first.customerCode);
  const stored = batch.orders.get(number);
  const headerProblem: [string, string, string] | null = !customer
    ? ['customer_code', `no customer ${first.customerCode}`, first.customerCode]
    : stored && stored.customer_id !== customer.id
      ? ['order_number', `order ${number} is another customer's`, number]
      : first.shipToCode && !batch.shipTos.has(`${customer.id}|${first.shipToCode}`)
        ? ['ship_to_code', `${first.shipToCode} is not a ship-to of ${first.customerCode}`, first.shipToCode]
        : null;
  if (headerProblem) for (const { line } of rows) refused.push(refusal(line, ...headerProblem));
  const lines: RecordedLine[] = [];
  for (const { line, row } of rows) {
    const product = batch.products.get(row.productCode);
    const recorded = product ? recordLine(row, product.units, product.taxable) : null;
    if (!recorded) refused.push(refusal(line, 'product_code', `no product ${row.productCode}`, row.productCode));
    else if (!recorded.ok)
      refused.push(refusal(line, recorded.problem.column, recorded.problem.reason, recorded.problem.value));
    else lines.push(recorded.line);
  }
  if (refused.length > 0 || !customer) {
    const refusedLines = new Set(refused.map((r) => r.line));
    const firstRefused = Math.min(...refusedLines);
    for (const { line } of rows)
      if (!refusedLines.has(line)) refused.push(wholeGroupRefusal(line, `order ${number}`, firstRefused));
    return { ok: false, refused };
  }
  const header: StatedHeader = {
    status: first.status,
    order_date: first.orderDate,
    delivery_date: first.deliveryDate,
    po_number: first.poNumber,
    // No ship-to said: an order keeps its own, a new one takes the customer's default.
    ship_to_code: first.shipToCode || (stored ? stored.ship_to_code : customer.default_shipto_code),
  };
  return { ok: true, customerId: customer.id, header, lines };
}

/** The batch's rows by order, in file order (the runner keeps an order's rows together in one batch). */
function byOrder(rows: readonly Lined<OrderRow>[]): Map<string, Lined<OrderRow>[]> {
  const orders = new Map<string, Lined<OrderRow>[]>();
  for (const r of rows) {
    const list = orders.get(r.row.orderNumber) ?? [];
    list.push(r);
    orders.set(r.row.orderNumber, list);
  }
  return orders;
}

async function applyOrders(
  db: Db,
  rows: readonly Lined<OrderRow>[],
  ctx: { now: number; write: boolean },
): Promise<BatchCounts> {
  const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  const batch = await readOrderBatch(
    db,
    rows.map((r) => r.row),
  );
  const created: { order: NewImportedOrder; lines: RecordedLine[] }[] = [];
  for (const [number, group] of byOrder(rows)) {
    const [head] = group;
    if (!head) continue;
    const plan = planOrder(number, head, group, batch);
    if (!plan.ok) {
      counts.refused.push(...plan.refused);
      continue;
    }
    const stored = batch.orders.get(number);
    if (stored) {
      await rewriteOrder(db, stored, batch.lines.get(stored.id) ?? [], plan.header, plan.lines, counts, ctx.write);
      continue;
    }
    counts.inserted += group.length;
    created.push({
      order: {
        order_number: number,
        customer_id: plan.customerId,
        user_id: null,
        ...plan.header,
        ship_method: plan.header.ship_to_code ? 'Delivery' : null,
        ...importedTotals(plan.lines),
        created_at: ctx.now,
      },
      lines: plan.lines,
    });
  }
  if (ctx.write) await insertOrders(db, created);
  return counts;
}

export const ordersKind: ImportKind<OrderRow> = {
  name: 'orders',
  columns: ORDER_COLUMNS,
  parse: parseOrderRow,
  keyOf: (row) => `line ${row.line} of order ${row.orderNumber}`,
  groupOf: orderGroupOf,
  apply: applyOrders,
  // History keeps its searches per version of a customer's orders: orders rewritten in place must bump it.
  caches: [HISTORY_CACHE],
  tables: ['orders', 'order_lines'],
  batchSize: 2000,
};
