import type { InvoiceLineIn, RefusedRow } from '@storefront/contract';
import { QUANTITY_DECIMALS } from '@storefront/domain';
import type { Db } from '../../../db/database';
import { HISTORY_CACHE } from '../../../platform/cache/cache-versions.repository';
import { HttpError } from '../../../platform/http/http-error';
import { defaultInvoiceNumber, INVOICE_NUMBER_MAX } from '../../invoicing/invoice-lines.rules';
import { isAuthorisedCard, prepareInvoice, recordInvoice } from '../../invoicing/invoicing.service';
import type { OrderRow } from '../../orders/orders.repository';
import {
  type ApplyContext,
  type BatchCounts,
  type ImportColumn,
  type ImportKind,
  type Lined,
  refusal,
} from '../import-kind';
import { RowReader } from '../row-reader';
import { wholeGroupRefusal } from '../row-groups';

/**
 * Issue 31: the ERP's invoices of the storefront's orders, one row per order line shipped. Each order is invoiced as
 * an administrator invoices it (POST /api/admin/orders/{orderNumber}/invoice, the same rules and figures): lines
 * left out ship in full as ordered, a catch-weight line needs its actual weight, a substitute ships only where the
 * customer allows one. An order already invoiced under the same number is unchanged.
 */
export interface InvoiceRow {
  orderNumber: string;
  invoiceNumber: string;
  invoiceDate: string | null;
  line: number;
  shippedQuantity: string;
  actualWeight: string | null;
  substituteCode: string;
}

const MAX_LINE = 10_000;
const MAX_QUANTITY = 9_999_999;
const INVOICE_NUMBER = /^[A-Za-z0-9-]+$/;

export const INVOICE_COLUMNS: readonly ImportColumn[] = [
  {
    name: 'order_number',
    required: true,
    description: "The order invoiced (up to 20); an order's rows follow each other",
    example: 'W0000012',
  },
  {
    name: 'invoice_number',
    required: false,
    description:
      "The invoice's number (up to 20 letters, digits and -), the same on every row of the order (default: I and the order number's digits)",
    example: 'I0000012',
  },
  {
    name: 'invoice_date',
    required: false,
    description: "Date invoiced (YYYY-MM-DD; default: today); the A/R item falls due after the customer's terms",
    example: '2026-11-25',
  },
  {
    name: 'line',
    required: true,
    description: `The order line's number (1 to ${MAX_LINE}); lines the file leaves out ship in full as ordered`,
    example: '1',
  },
  {
    name: 'shipped_quantity',
    required: true,
    description: "Quantity shipped in the line's unit: 0 up to the quantity ordered (up to 2 decimals)",
    example: '1',
  },
  {
    name: 'actual_weight',
    required: false,
    description:
      "A catch-weight line's weight on the dock, in its price unit (up to 2 decimals): required when it shipped, refused for other lines",
    example: '27.4',
  },
  {
    name: 'substitute_code',
    required: false,
    description:
      "A product shipped in the line's place: one the product names as a substitute, when the customer allows them",
    example: '',
  },
];

export function parseInvoiceRow(values: Readonly<Record<string, string>>) {
  const r = new RowReader(values);
  const invoiceNumber = r.text('invoice_number', INVOICE_NUMBER_MAX);
  if (invoiceNumber !== '' && !INVOICE_NUMBER.test(invoiceNumber))
    r.problem('invoice_number', 'may hold letters, digits and - only');
  const row: InvoiceRow = {
    orderNumber: r.code('order_number', 20),
    invoiceNumber,
    invoiceDate: r.date('invoice_date'),
    line: r.int('line', { required: true, min: 1, max: MAX_LINE }) ?? 0,
    shippedQuantity:
      r.decimal('shipped_quantity', QUANTITY_DECIMALS, { required: true, min: 0, max: MAX_QUANTITY }) ?? '0',
    actualWeight: r.decimal('actual_weight', QUANTITY_DECIMALS, { min: 0, max: MAX_QUANTITY }),
    substituteCode: r.code('substitute_code', 20, { required: false }),
  };
  return r.done(row);
}

/** An order's rows follow each other: they are invoiced whole or not at all. */
const invoiceGroupOf = (values: Readonly<Record<string, string>>) => {
  const number = (values.order_number ?? '').trim().toUpperCase();
  return number === '' ? '' : `order ${number}`;
};

function byOrder(rows: readonly Lined<InvoiceRow>[]): Map<string, Lined<InvoiceRow>[]> {
  const orders = new Map<string, Lined<InvoiceRow>[]>();
  for (const r of rows) orders.set(r.row.orderNumber, [...(orders.get(r.row.orderNumber) ?? []), r]);
  return orders;
}

async function ordersByNumber(db: Db, numbers: readonly string[]): Promise<Map<string, OrderRow>> {
  if (numbers.length === 0) return new Map();
  const rows = await db.selectFrom('orders').selectAll().where('order_number', 'in', numbers).execute();
  return new Map(rows.map((o) => [o.order_number.toUpperCase(), o]));
}

async function productKeysByCode(db: Db, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['product_key', 'product_code'])
    .where('product_code', 'in', codes)
    .execute();
  return new Map(rows.map((p) => [p.product_code.toUpperCase(), p.product_key]));
}

/** Every row of the group refused: `first` for its own reason, the others as refused with it. */
function refuseGroup(group: readonly Lined<InvoiceRow>[], first: RefusedRow, number: string): RefusedRow[] {
  return [
    first,
    ...group.filter((g) => g.line !== first.line).map((g) => wholeGroupRefusal(g.line, `order ${number}`, first.line)),
  ];
}

type Planned =
  | { ok: true; order: OrderRow; invoiceNumber: string; lines: InvoiceLineIn[] }
  | { ok: false; refused: RefusedRow[] }
  | { ok: 'unchanged' };

/** The order a group invoices and its request, checked against the file and the database (not yet the invoice rules). */
function planGroup(
  number: string,
  group: readonly Lined<InvoiceRow>[],
  orders: ReadonlyMap<string, OrderRow>,
  products: ReadonlyMap<string, number>,
  numbers: ReadonlyMap<string, string>,
): Planned {
  const [head] = group;
  if (!head) return { ok: 'unchanged' };
  const refuse = (line: number, column: string, reason: string, value = '') => ({
    ok: false as const,
    refused: refuseGroup(group, refusal(line, column, reason, value), number),
  });
  for (const { line, row } of group) {
    if (row.invoiceNumber !== head.row.invoiceNumber)
      return refuse(
        line,
        'invoice_number',
        `line ${head.line} of order ${number} says "${head.row.invoiceNumber}"`,
        row.invoiceNumber,
      );
    if (row.invoiceDate !== head.row.invoiceDate)
      return refuse(
        line,
        'invoice_date',
        `line ${head.line} of order ${number} says "${head.row.invoiceDate ?? ''}"`,
        row.invoiceDate ?? '',
      );
  }
  const order = orders.get(number);
  if (!order) return refuse(head.line, 'order_number', `no order ${number}`, number);
  const invoiceNumber = head.row.invoiceNumber || defaultInvoiceNumber(order.order_number);
  if (order.status === 'Invoiced') {
    if (order.invoice_number === invoiceNumber) return { ok: 'unchanged' };
    return refuse(
      head.line,
      'order_number',
      `order ${number} is already invoiced as ${order.invoice_number ?? 'another invoice'}`,
      number,
    );
  }
  if (isAuthorisedCard(order))
    return refuse(
      head.line,
      'order_number',
      `order ${number} was paid by card: invoice it through POST /api/admin/orders/${order.order_number}/invoice, which captures the card`,
      number,
    );
  const earlier = numbers.get(invoiceNumber.toUpperCase());
  if (earlier !== undefined && earlier !== number)
    return refuse(
      head.line,
      'invoice_number',
      `order ${earlier} earlier in the file is invoiced as ${invoiceNumber}`,
      invoiceNumber,
    );
  const lines: InvoiceLineIn[] = [];
  for (const { line, row } of group) {
    let substituteProductKey: number | null = null;
    if (row.substituteCode !== '') {
      const key = products.get(row.substituteCode);
      if (key === undefined)
        return refuse(line, 'substitute_code', `no product ${row.substituteCode}`, row.substituteCode);
      substituteProductKey = key;
    }
    lines.push({
      lineNumber: row.line,
      shippedQuantity: row.shippedQuantity,
      actualWeight: row.actualWeight,
      substituteProductKey,
    });
  }
  return { ok: true, order, invoiceNumber, lines };
}

/** The row a refusal of the invoice rules is about ('Line 2 (...)'), else the group's first. */
function rowOfReason(group: readonly Lined<InvoiceRow>[], reason: string): Lined<InvoiceRow> | undefined {
  const named = /^Line (\d+)\b/.exec(reason);
  return (named && group.find((g) => g.row.line === Number(named[1]))) || group[0];
}

async function applyInvoices(db: Db, rows: readonly Lined<InvoiceRow>[], ctx: ApplyContext): Promise<BatchCounts> {
  const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  const groups = byOrder(rows);
  const [orders, products] = await Promise.all([
    ordersByNumber(db, [...groups.keys()]),
    productKeysByCode(db, [...new Set(rows.map((r) => r.row.substituteCode).filter((c) => c !== ''))]),
  ]);
  // Invoice numbers the file gave so far (this pass), by the order they invoice: a dry run writes none of them.
  const numbers = (ctx.made.get('invoice numbers') as Map<string, string> | undefined) ?? new Map<string, string>();
  ctx.made.set('invoice numbers', numbers);
  for (const [number, group] of groups) {
    const plan = planGroup(number, group, orders, products, numbers);
    if (plan.ok === 'unchanged') {
      counts.unchanged += group.length;
      continue;
    }
    if (!plan.ok) {
      counts.refused.push(...plan.refused);
      continue;
    }
    try {
      const prepared = await prepareInvoice(db, plan.order, {
        ...(plan.invoiceNumber ? { invoiceNumber: plan.invoiceNumber } : {}),
        lines: plan.lines,
      });
      if (ctx.write)
        await recordInvoice(db, prepared, {
          now: ctx.now,
          invoiceDate: group[0]?.row.invoiceDate ?? null,
          outbox: ctx.outbox,
        });
      numbers.set(plan.invoiceNumber.toUpperCase(), number);
      counts.updated += group.length;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const row = rowOfReason(group, err.reason);
      if (row) counts.refused.push(...refuseGroup(group, refusal(row.line, '', err.reason), number));
    }
  }
  return counts;
}

export const invoicesKind: ImportKind<InvoiceRow> = {
  name: 'invoices',
  columns: INVOICE_COLUMNS,
  parse: parseInvoiceRow,
  keyOf: (row) => `line ${row.line} of order ${row.orderNumber}`,
  groupOf: invoiceGroupOf,
  apply: applyInvoices,
  // Orders change in place (status Invoiced): history's kept searches must see it.
  caches: [HISTORY_CACHE],
  tables: ['orders', 'order_lines', 'ar_items'],
  batchSize: 1000,
};
