import type { CartLine } from '@storefront/contract';
import { formatCurrency, formatQuantity } from '@storefront/domain';
import { formatPricePerUnit } from '../../../../lib/catalogue/price-text';

/** The words a cart line shows, the same in the table and on phone cards. */
export function cartLineText(line: CartLine) {
  return {
    quantity: `${formatQuantity(line.quantity.value)} ${line.quantity.unit}`,
    unitPrice: formatPricePerUnit(line.unitPrice.factor, line.unitPrice.from),
    extension: formatCurrency(line.extension),
    texts: [line.productText1, line.productText2].filter((t) => t.trim() !== ''),
    code: line.productCode,
  };
}
