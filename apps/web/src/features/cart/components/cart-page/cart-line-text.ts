import type { CartLine } from '@storefront/contract';
import {
  cartLineConversionText,
  estimatedWeightText,
  formatCurrency,
  formatProductCode,
  formatQuantity,
} from '@storefront/domain';
import { linePriceText } from '../../../../lib/catalogue/price-text';

/** The words a cart line shows, the same in the table and on phone cards. */
export function cartLineText(line: CartLine) {
  return {
    quantity: `${formatQuantity(line.quantity.value)} ${line.quantity.unit}`,
    unitPrice: linePriceText(line.unitPrice),
    extension: formatCurrency(line.extension),
    texts: [line.productText1, line.productText2].filter((t) => t.trim() !== ''),
    /** The catalogue's format ('220-002'), so the cart, quick entry, checkout and the PDF agree. */
    code: formatProductCode(line.productCode),
    /** '≈ 24.00 LB × $16.661 / LB = $399.86' when sold in one unit and priced in another, else null. */
    conversion: cartLineConversionText(line),
    /** A catch-weight line: 'Estimated 56.00 LB', its weight at the average weight; else null. */
    estimatedWeight:
      line.catchWeight && line.estimatedWeight !== null
        ? estimatedWeightText(line.estimatedWeight, line.catchWeight.weightUnit)
        : null,
    /** A catch-weight line's extension is an estimate, marked 'Estimated'. */
    isEstimate: line.catchWeight !== null,
  };
}
