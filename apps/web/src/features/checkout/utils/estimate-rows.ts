import type { CartEstimate } from '@storefront/contract';
import { formatCurrency, isZero, toDecimal, totalLabel } from '@storefront/domain';

export interface EstimateRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** Non-consumers order on account: the total is an estimate until invoiced (spec 2 §6). */
export const ESTIMATED_TOTAL_LABEL = 'Estimated Total';
export const ESTIMATE_NOTE = 'The final total is confirmed on the invoice.';

/**
 * The order total's label: 'Total' for consumers, 'Estimated Total' for trade customers, and 'Estimated total' for
 * either when the total includes a catch-weight line's estimate (cart totals or the order's isEstimate).
 */
export function orderTotalLabel(consumer: boolean, isEstimate: boolean): string {
  return totalLabel(consumer ? 'Total' : ESTIMATED_TOTAL_LABEL, isEstimate);
}

/** Line Total, Taxable Amount, Tax, each add-on charge by name, then the (estimated) total. */
export function estimateRows(estimate: CartEstimate, consumer: boolean, isEstimate = false): EstimateRow[] {
  const rows: EstimateRow[] = [
    { label: 'Line Total', value: formatCurrency(estimate.lineTotal) },
    { label: 'Taxable Amount', value: formatCurrency(estimate.taxableAmount) },
    { label: 'Tax', value: formatCurrency(estimate.tax) },
  ];
  for (const charge of estimate.charges) rows.push({ label: charge.name, value: formatCurrency(charge.amount) });
  // A sum with no breakdown still belongs in the total's explanation.
  if (estimate.charges.length === 0 && !isZero(toDecimal(estimate.addOnCharges))) {
    rows.push({ label: 'Add-on Charges', value: formatCurrency(estimate.addOnCharges) });
  }
  rows.push({ label: orderTotalLabel(consumer, isEstimate), value: formatCurrency(estimate.total), strong: true });
  return rows;
}
