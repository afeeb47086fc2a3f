import { type Decimal, type DecimalInput, roundMoney, roundQuantity, toDecimal } from './decimal';
import { findSellBy, type ProductUnits, stockConversionOf } from './product-units';
import { quantitiesByUnit } from './quantities-by-unit';
import { convertQuantity, type DecimalQuantity, type Quantity } from './quantity';

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
  /** As ordered: the spec's orderQuantity in the line's sell-by unit. */
  quantity: Quantity;
  /** Dollars; null or missing when the price is unknown or hidden. */
  extension?: DecimalInput | null;
  product: ProductUnits & { stockUnit: string };
}

/**
 * The three quantity totals of spec 2 §9 (each shown when its show* setting is on). None adds
 * two units together: the case total converts every line to the one unit its label names, the
 * other two keep a sum per unit (quantitiesByUnit), units in alphabetical order.
 */
export interface CartTotals {
  lineCount: number;
  /** null when any line has no extension: a partial sum would look like a real total. */
  totalExtension: Decimal | null;
  /** 'Total Case Quantity': each line converted to cases (its caseQuantity), summed; lines of products without a case add 0. */
  totalCaseQuantity: Decimal;
  /** 'Total Items Quantity': each line in its product's stock unit (the eaches or pounds it holds), per stock unit. */
  totalItemsQuantity: DecimalQuantity[];
  /** 'Total Order Quantity' (or the site's label): each line's orderQuantity as ordered, per sell-by unit. */
  totalOrderQuantity: DecimalQuantity[];
}

const rounded = (totals: DecimalQuantity[]) => totals.map((q) => ({ value: roundQuantity(q.value), unit: q.unit }));

/** Spec 2 §9: quantity totals at 2 decimals, money at cents. */
export function cartTotals(lines: readonly CartTotalsLine[]): CartTotals {
  let extension: Decimal | null = toDecimal(0);
  let cases = toDecimal(0);
  const stock: Quantity[] = [];
  const ordered: Quantity[] = [];
  for (const line of lines) {
    const amount = line.extension;
    const missing = amount === null || amount === undefined || amount === '';
    extension = extension === null || missing ? null : extension.plus(toDecimal(amount));
    cases = cases.plus(lineCaseQuantity(line.quantity, line.product));
    stock.push({ value: lineStockQuantity(line.quantity, line.product), unit: line.product.stockUnit });
    ordered.push({ value: roundQuantity(line.quantity.value), unit: line.quantity.unit });
  }
  return {
    lineCount: lines.length,
    totalExtension: extension === null ? null : roundMoney(extension),
    totalCaseQuantity: roundQuantity(cases),
    totalItemsQuantity: rounded(quantitiesByUnit(stock)),
    totalOrderQuantity: rounded(quantitiesByUnit(ordered)),
  };
}
