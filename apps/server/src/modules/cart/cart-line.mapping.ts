import { toDecimal } from '@storefront/domain';
import type { CartLineRow, ChangedCartLine, NewCartLine } from './cart.repository';
import type { WorkingLine } from './cart-merge.rules';

// Decimal text from the repository becomes exact decimals here.
export function toWorkingLine(row: CartLineRow): WorkingLine {
  return {
    id: row.id,
    sequence: row.sequence,
    productKey: row.product_key,
    unit: row.unit,
    quantity: toDecimal(row.quantity),
    priceUnit: row.price_unit,
    unitPrice: toDecimal(row.unit_price),
    isOverride: row.is_override_price === 1,
    text1: row.product_text1,
    text2: row.product_text2,
    noSubstitutes: row.no_substitutes === 1,
    changed: false,
  };
}

function columns(line: WorkingLine) {
  return {
    unit: line.unit,
    // Decimal strings keep both drivers exact; quantities carry 2 places, prices at most 4.
    quantity: line.quantity.toFixed(2),
    price_unit: line.priceUnit,
    unit_price: line.unitPrice.toFixed(),
    is_override_price: line.isOverride ? 1 : 0,
    product_text1: line.text1,
    product_text2: line.text2,
    no_substitutes: line.noSubstitutes ? 1 : 0,
  };
}

export function toNewRow(line: WorkingLine): NewCartLine {
  return { ...columns(line), product_key: line.productKey, sequence: line.sequence };
}

export function toChangedRow(line: WorkingLine & { id: number }): ChangedCartLine {
  return { ...columns(line), id: line.id };
}
