import type { AddOnCharge, OrderView } from '@storefront/contract';
import { formatQuantity, MONEY_DECIMALS, roundPrice, toDecimal } from '@storefront/domain';
import type { Db } from '../../db/database';
import { editableWindow } from './order-cutoff.service';
import { findOrder, listOrderLines, type OrderLineRow, type OrderRow, type OrderScope } from './orders.repository';
import type { SiteValues } from '../settings/settings.defaults';

export type { OrderScope };

const money = (v: number | string) => toDecimal(v).toFixed(MONEY_DECIMALS);
const moneyOrNull = (v: number | string | null) => (v === null ? null : money(v));
const quantityOrNull = (v: number | string | null) => (v === null ? null : formatQuantity(v));

function invoiceOf(order: OrderRow): OrderView['invoice'] {
  if (order.invoice_number === null || order.invoice_date === null) return null;
  return {
    invoiceNumber: order.invoice_number,
    invoiceDate: order.invoice_date,
    lineTotal: money(order.invoiced_line_total ?? 0),
    tax: money(order.invoiced_tax ?? 0),
    total: money(order.invoiced_total ?? 0),
  };
}

function chargesOf(json: string): AddOnCharge[] {
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list.flatMap((c: unknown) => {
      if (typeof c !== 'object' || c === null) return [];
      const { name, amount } = c as { name?: unknown; amount?: unknown };
      return typeof name === 'string' && (typeof amount === 'string' || typeof amount === 'number')
        ? [{ name, amount: money(amount) }]
        : [];
    });
  } catch {
    return [];
  }
}

/**
 * Numeric columns come back as decimal text on both databases (db/database.ts converts SQLite's numbers), but
 * without the trailing zeros of the price's unit ('2.95' for a price recorded as 2.950): the unit price is fixed
 * again to the decimals it was priced at, '2.950' per LB, never cut to '2.95'.
 */
const unitPriceText = (line: OrderLineRow): string =>
  roundPrice(line.unit_price, line.price_decimals).toFixed(line.price_decimals);

/** An order as recorded at submit: it never re-reads the catalogue to show itself. */
export function toOrderView(order: OrderRow, lines: readonly OrderLineRow[]): OrderView {
  const card = order.card_brand && order.card_last4 ? `${order.card_brand} ending ${order.card_last4}` : null;
  const expiry = order.card_expiry ? `, expires ${order.card_expiry.slice(0, 2)}/${order.card_expiry.slice(2)}` : '';
  return {
    orderNumber: order.order_number,
    orderDate: order.order_date,
    deliveryDate: order.delivery_date,
    status: order.status,
    shipMethod: order.ship_method,
    shipToCode: order.ship_to_code,
    shipTo: order.ship_to_text ? order.ship_to_text.split('\n') : [],
    poNumber: order.po_number,
    specialInstruction1: order.special_instruction1,
    specialInstruction2: order.special_instruction2,
    notes: order.notes,
    lines: lines.map((l) => ({
      productKey: l.product_key,
      productCode: l.product_code,
      description: l.description,
      quantity: formatQuantity(l.quantity),
      unit: l.unit,
      priceUnit: l.price_unit,
      unitPrice: unitPriceText(l),
      extension: money(l.extension),
      productText1: l.product_text1,
      productText2: l.product_text2,
      estimatedWeight: l.is_catch_weight === 1 ? quantityOrNull(l.estimated_weight) : null,
      shippedQuantity: quantityOrNull(l.shipped_quantity),
      actualWeight: quantityOrNull(l.actual_weight),
      invoicedExtension: moneyOrNull(l.invoiced_extension),
      shippedProduct:
        l.shipped_product_key === null
          ? null
          : { productCode: l.shipped_product_code, description: l.shipped_description },
    })),
    lineTotal: money(order.line_total),
    taxableAmount: money(order.taxable_amount),
    tax: money(order.tax),
    addOnCharges: money(order.add_on_charges),
    charges: chargesOf(order.charges),
    total: money(order.total),
    payment: card ? `${card}${expiry}` : null,
    isEstimate: lines.some((l) => l.is_catch_weight === 1),
    invoice: invoiceOf(order),
  };
}

/**
 * The order by number if the scope may read it, else undefined; with until when it may be edited (issue 32): judged at
 * `now`, or, without it (a confirmation written later), whenever its cut-off is still ahead of the order's last change.
 */
export async function readOrder(
  db: Db,
  orderNumber: string,
  scope: OrderScope,
  now?: number,
  /** The site values when the caller has them (a mail that names the site), else read here. */
  site?: SiteValues,
): Promise<OrderView | undefined> {
  const order = await findOrder(db, orderNumber, scope);
  if (!order) return undefined;
  const [editable, lines] = await Promise.all([
    editableWindow(db, order, now ?? order.revised_at ?? order.created_at, site),
    listOrderLines(db, order.id),
  ]);
  return {
    ...toOrderView(order, lines),
    editableUntil: editable ? new Date(editable.until).toISOString() : null,
    editableUntilText: editable?.text ?? null,
    revision: order.revision,
  };
}
