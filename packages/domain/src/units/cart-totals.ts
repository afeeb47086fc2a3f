import { type Decimal, type DecimalInput, roundMoney, roundQuantity, toDecimal } from './decimal';
import { findSellBy, type ProductUnits, stockConversionOf } from './product-units';
import { convertQuantity, type Quantity } from './quantity';

/** The sell-by unit whose quantities the case total counts. */
export const CASE_UNIT = 'CS';
/** Spec 2 §9: the unit word shown with the case total. */
export const DEFAULT_CASE_TOTAL_UNIT = 'Case';

/**
 * A line's quantity in cases, 2 decimals: converted to the product's 'CS' sell-by,
 * 0 when the product is not sold by the case. 6 EA of a 12-each case is 0.50.
 */
export function lineCaseQuantity(q: Quantity, product: ProductUnits): Decimal {
  if (!findSellBy(product, CASE_UNIT)) return toDecimal(0);
  return roundQuantity(convertQuantity({ value: roundQuantity(q.value), unit: q.unit }, CASE_UNIT, product).value);
}

/** A line's quantity in the product's stock unit (quantity times its unit's stockConversion), 2 decimals. */
export function lineStockQuantity(q: Quantity, product: ProductUnits): Decimal {
  return roundQuantity(roundQuantity(q.value).times(stockConversionOf(product, q.unit)));
}

export interface CartTotalsLine {
  quantity: Quantity;
  /** Dollars; null or missing when the price is unknown or hidden. */
  extension?: DecimalInput | null;
  product: ProductUnits;
}

export interface CartTotals {
  lineCount: number;
  /** null when any line has no extension: a partial sum would look like a real total. */
  totalExtension: Decimal | null;
  /** Sum of each line's case quantity (showTotalCaseQuantity). */
  totalCaseQuantity: Decimal;
  /** Sum of each line's quantity in its own sell-by unit (showTotalItemsQuantity). */
  totalItemsQuantity: Decimal;
  /** Sum of each line's quantity in the product's stock unit (showTotalOrderQuantity). */
  totalOrderQuantity: Decimal;
}

/** Spec 2 §9: quantity totals at 2 decimals, money at cents. */
export function cartTotals(lines: readonly CartTotalsLine[]): CartTotals {
  let extension: Decimal | null = toDecimal(0);
  let cases = toDecimal(0);
  let items = toDecimal(0);
  let stock = toDecimal(0);
  for (const line of lines) {
    const amount = line.extension;
    const missing = amount === null || amount === undefined || amount === '';
    extension = extension === null || missing ? null : extension.plus(toDecimal(amount));
    cases = cases.plus(lineCaseQuantity(line.quantity, line.product));
    items = items.plus(roundQuantity(line.quantity.value));
    stock = stock.plus(lineStockQuantity(line.quantity, line.product));
  }
  return {
    lineCount: lines.length,
    totalExtension: extension === null ? null : roundMoney(extension),
    totalCaseQuantity: roundQuantity(cases),
    totalItemsQuantity: roundQuantity(items),
    totalOrderQuantity: roundQuantity(stock),
  };
}
