import type { Product } from '@storefront/contract';
import { findSellBy, formatPlain, NO_SELL_BY_MESSAGE, toDecimal } from '@storefront/domain';
import type { PastedLine, PasteProblem } from './paste-lines';

/** What one quick entry row is set to by a paste. */
export interface PasteFill {
  product: Product;
  quantity: string;
  unit: string;
  lineNumber: number;
}

export interface PastePlan {
  fills: PasteFill[];
  problems: PasteProblem[];
}

/** Codes are matched as people type them: either code form, any case. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/**
 * Turns parsed lines into row fills. Two lines for the same product and unit
 * add up (a sheet may list a product twice); a second unit for the same
 * product cannot fit its one row and is reported instead.
 */
export function planPaste(
  lines: readonly PastedLine[],
  findProduct: (code: string) => Product | undefined,
  currentUnit: (product: Product) => string,
): PastePlan {
  const byProduct = new Map<number, PasteFill>();
  const problems: PasteProblem[] = [];
  for (const line of lines) {
    const problem = (message: string) =>
      problems.push({ lineNumber: line.lineNumber, message: `Line ${line.lineNumber}: ${message}` });
    const product = findProduct(line.code);
    if (!product) {
      problem(`unknown product code ${line.code}`);
      continue;
    }
    if (product.sellBys.length === 0) {
      problem(`${line.code}: ${NO_SELL_BY_MESSAGE}`);
      continue;
    }
    const earlier = byProduct.get(product.productKey);
    const unit = line.unit ?? earlier?.unit ?? currentUnit(product);
    if (!findSellBy(product, unit)) {
      const units = product.sellBys.map((s) => s.unitOfMeasure).join(', ');
      problem(`${line.code} is not sold by ${unit} (sold by ${units})`);
      continue;
    }
    if (earlier && earlier.unit !== unit) {
      problem(`${line.code} is already entered in ${earlier.unit} on line ${earlier.lineNumber}`);
      continue;
    }
    const quantity = earlier
      ? formatPlain(toDecimal(earlier.quantity).plus(toDecimal(line.quantity)))
      : formatPlain(line.quantity);
    byProduct.set(product.productKey, { product, quantity, unit, lineNumber: earlier?.lineNumber ?? line.lineNumber });
  }
  return { fills: [...byProduct.values()], problems };
}

/** The loaded products by either code form, for planPaste's lookups. */
export function indexByCode(products: readonly Product[]): Map<string, Product> {
  const index = new Map<string, Product>();
  for (const p of products) {
    index.set(codeKey(p.productCode), p);
    if (p.formattedProductCode) index.set(codeKey(p.formattedProductCode), p);
  }
  return index;
}
