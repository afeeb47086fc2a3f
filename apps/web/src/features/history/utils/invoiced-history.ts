import type { HistoryOrder, ProductHistoryLine } from '@storefront/contract';
import { ESTIMATED_LABEL, estimatedWeightText, formatCurrency, invoicedLineNotes, toDecimal } from '@storefront/domain';

/** A money figure with the small print under it ('Invoiced $232.63', 'Estimated'); note null when there is none. */
export interface AmountText {
  amount: string;
  note: string | null;
}

/**
 * Order History's Total: the order's total as placed (what the column sorts by), with small print under it: once
 * invoiced on the site at another amount, 'Invoiced $232.63'; an order with catch-weight lines not yet invoiced,
 * 'Estimated'. Every other order as before.
 */
export function historyOrderTotal(order: Pick<HistoryOrder, 'total' | 'estimatedTotal' | 'invoicedTotal'>): AmountText {
  const amount = formatCurrency(order.total);
  if (order.invoicedTotal !== null) {
    const differs = !toDecimal(order.invoicedTotal).eq(toDecimal(order.total));
    return { amount, note: differs ? `Invoiced ${formatCurrency(order.invoicedTotal)}` : null };
  }
  return { amount, note: order.estimatedTotal === null ? null : ESTIMATED_LABEL };
}

/**
 * Product History's small print under a line: a catch-weight line's estimated weight (and amount) until invoiced, then
 * its actual weight and amount beside the estimate; a line shipped short its quantity shipped. Amounts only with
 * prices shown. Empty for every other line.
 */
export function productHistoryNotes(line: ProductHistoryLine, showPrice: boolean): string[] {
  if (line.shippedQuantity !== null) {
    const catchWeight = line.actualWeight !== null || line.estimatedWeight !== null;
    if (!catchWeight && toDecimal(line.shippedQuantity).eq(toDecimal(line.quantity))) return [];
    return invoicedLineNotes(
      {
        quantity: line.quantity,
        unit: line.unitOfMeasure_SellBy,
        priceUnit: line.priceUnit,
        extension: line.estimatedExtension,
        shippedQuantity: line.shippedQuantity,
        actualWeight: line.actualWeight,
        invoicedExtension: line.invoicedExtension,
        shippedProduct: null,
      },
      showPrice,
    );
  }
  if (line.estimatedWeight === null) return [];
  const weight = estimatedWeightText(line.estimatedWeight, line.priceUnit);
  return [
    showPrice && line.estimatedExtension !== null ? `${weight} · ${formatCurrency(line.estimatedExtension)}` : weight,
  ];
}
