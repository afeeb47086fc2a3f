import type { AdminOrderView, OrderView } from '@storefront/contract';
import {
  estimatedWeightText,
  formatCurrency,
  formatFixedPricePer,
  formatWeight,
  MISSING_AMOUNT,
  toDecimal,
} from '@storefront/domain';
import type { LiveAmount } from './invoice-form';

type OrderLine = OrderView['lines'][number];

export const COMPUTED_ON_INVOICING = 'Computed on invoicing';

/** '1.00 CS'. */
export const orderedText = (line: OrderLine) => `${line.quantity} ${line.unit}`;

/** '$9.850 / LB': the price the line was ordered at, in its price unit's decimals. */
export const unitPriceText = (line: OrderLine) => formatFixedPricePer(line.unitPrice, line.priceUnit);

/** A catch-weight line: 'Estimated 12.00 LB · $118.20'; any other line its extension, '$42.00'. */
export function estimateText(line: OrderLine): string {
  if (line.estimatedWeight === null) return formatCurrency(line.extension);
  return `${estimatedWeightText(line.estimatedWeight, line.priceUnit)} · ${formatCurrency(line.extension)}`;
}

/** '$114.26', '-.--' while a figure is missing, or 'Computed on invoicing'. */
export function liveAmountText(amount: LiveAmount): string {
  if (amount.kind === 'amount') return formatCurrency(amount.amount);
  return amount.kind === 'missing' ? MISSING_AMOUNT : COMPUTED_ON_INVOICING;
}

/** An invoiced line: '1.00 CS' shipped, and a catch-weight line's 'Actual 11.60 LB'. */
export function shippedText(line: OrderLine): string {
  const shipped = line.shippedQuantity === null ? MISSING_AMOUNT : `${line.shippedQuantity} ${line.unit}`;
  return line.actualWeight === null
    ? shipped
    : `${shipped} · Actual ${formatWeight(line.actualWeight, line.priceUnit)}`;
}

export const PREFERENCE_LABELS: Record<AdminOrderView['substitutionPreference'], string> = {
  allow: 'Allowed',
  ask: 'Ask first (none shipped without the buyer)',
  never: 'Never',
};

interface TotalRow {
  label: string;
  estimate: string;
  invoiced: string;
}

/**
 * The invoice beside the order's estimate: line total, tax, the charges (what the total has besides lines and tax;
 * shown only when either has some) and the total.
 */
export function totalRows(order: OrderView): TotalRow[] {
  const invoice = order.invoice;
  const rows: TotalRow[] = [
    { label: 'Line total', estimate: order.lineTotal, invoiced: invoice?.lineTotal ?? '' },
    { label: 'Tax', estimate: order.tax, invoiced: invoice?.tax ?? '' },
  ];
  const invoicedCharges = invoice
    ? toDecimal(invoice.total).minus(invoice.lineTotal).minus(invoice.tax).toFixed(2)
    : '0.00';
  if (!toDecimal(order.addOnCharges).eq(0) || !toDecimal(invoicedCharges).eq(0))
    rows.push({ label: 'Charges', estimate: order.addOnCharges, invoiced: invoice ? invoicedCharges : '' });
  rows.push({ label: 'Total', estimate: order.total, invoiced: invoice?.total ?? '' });
  return rows.map((r) => ({ ...r, estimate: formatCurrency(r.estimate), invoiced: formatCurrency(r.invoiced) }));
}
