import type { CartLine, OrderView } from '@storefront/contract';
import {
  amountWithEstimate,
  estimatedWeightText,
  formatCurrency,
  formatFixedPricePer,
  formatProductCode,
  formatQuantity,
  formatUsDate,
  invoicedLineNotes,
} from '@storefront/domain';

type OrderLine = OrderView['lines'][number];

/** One line of an order (or of the cart about to be ordered) as the checkout and order screens print it. */
export interface OrderLineRow {
  key: string;
  description: string;
  /** '220-002'. */
  code: string;
  /** '2.00 CS'. */
  quantity: string;
  /** '$8.490 / LB': the price per the unit it is priced by (a catch-weight line's weight unit). */
  unitPrice: string;
  extension: string;
  /** A catch-weight line: 'Estimated 56.00 LB', its weight at the average weight as ordered; null otherwise. */
  estimatedWeight: string | null;
  /** The extension is an estimate at the average weight, marked 'Estimated' (what was invoiced is in `notes`). */
  isEstimate: boolean;
  /** Once invoiced: 'Shipped 2.00 CS', 'Invoiced 27.40 LB · $232.63 (estimated $237.72)', 'Shipped instead: ...'. */
  notes: string[];
}

/** A cart line about to be ordered (checkout's Confirm Order). */
export function cartOrderLineRow(line: CartLine): OrderLineRow {
  return {
    key: String(line.id),
    description: line.description,
    code: formatProductCode(line.productCode),
    quantity: `${formatQuantity(line.quantity.value)} ${line.quantity.unit}`,
    unitPrice: formatFixedPricePer(line.unitPrice.factor, line.unitPrice.from),
    extension: formatCurrency(line.extension),
    estimatedWeight:
      line.catchWeight && line.estimatedWeight !== null
        ? estimatedWeightText(line.estimatedWeight, line.catchWeight.weightUnit)
        : null,
    isEstimate: line.catchWeight !== null,
    notes: [],
  };
}

/** A recorded order's line: the estimate as ordered, and once invoiced what shipped beside it (amounts only with pricing). */
export function orderLineRow(line: OrderLine, index: number, hidePricing = false): OrderLineRow {
  return {
    key: `${index}:${line.productKey}:${line.unit}`,
    description: line.description,
    code: formatProductCode(line.productCode),
    quantity: `${formatQuantity(line.quantity)} ${line.unit}`,
    unitPrice: formatFixedPricePer(line.unitPrice, line.priceUnit),
    extension: formatCurrency(line.extension),
    estimatedWeight: line.estimatedWeight === null ? null : estimatedWeightText(line.estimatedWeight, line.priceUnit),
    isEstimate: line.estimatedWeight !== null,
    notes: invoicedLineNotes(line, !hidePricing),
  };
}

export interface OrderSummaryItem {
  label: string;
  value: string;
}

/**
 * An invoiced order's totals beside the order's estimate: the invoice number and date, then the line total, tax and
 * total invoiced ('$232.63 (estimated $237.72)'). Empty until the order is invoiced.
 */
export function invoiceSummary(order: Pick<OrderView, 'invoice' | 'lineTotal' | 'tax' | 'total'>): OrderSummaryItem[] {
  const invoice = order.invoice;
  if (!invoice) return [];
  return [
    { label: 'Invoice', value: `${invoice.invoiceNumber} · ${formatUsDate(invoice.invoiceDate)}` },
    { label: 'Invoiced Line Total', value: amountWithEstimate(invoice.lineTotal, order.lineTotal) },
    { label: 'Invoiced Tax', value: amountWithEstimate(invoice.tax, order.tax) },
    { label: 'Invoiced Total', value: amountWithEstimate(invoice.total, order.total) },
  ];
}
