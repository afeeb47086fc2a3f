import type { CartLinePayload, CartWriteResult, OrderGuideProduct, Product } from '@storefront/contract';
import {
  applyQuantityRule,
  defaultSellByUnit,
  findSellBy,
  formatPlain,
  parseQuantityInput,
  type RoundingFlag,
  sellByMultipleOf,
} from '@storefront/domain';
import { addedLinePriceBy } from '../../../lib/cart/price-by';
import type { QuickEntryRow } from './quick-entry-store';

/** The unit a row starts in: the product's default sell-by ('' when it has none). */
export const rowDefaultUnit = (product: Product) => defaultSellByUnit(product) ?? '';

/** Spec 1 §5 inline message: 'Enter a multiple of {n}', or null. Auto* flags round on the server instead. */
export function rowMultipleProblem(
  product: Product,
  row: QuickEntryRow | undefined,
  flag: RoundingFlag,
): string | null {
  if (!row || !findSellBy(product, row.unit)) return null;
  const rule = applyQuantityRule(
    parseQuantityInput(row.quantityText),
    sellByMultipleOf(product, row.unit),
    flag,
    'quickEntry',
  );
  return rule.ok ? null : rule.message;
}

/** Spec 1 §4: only rows with a nonzero quantity whose unit is valid for the product. */
export function outgoingLines(
  products: readonly Product[],
  rowOf: (productKey: number) => QuickEntryRow | undefined,
  syncFlag: boolean,
): CartLinePayload[] {
  const lines: CartLinePayload[] = [];
  for (const product of products) {
    const row = rowOf(product.productKey);
    if (!row || !findSellBy(product, row.unit)) continue;
    const quantity = parseQuantityInput(row.quantityText);
    if (!quantity.gt(0)) continue;
    lines.push({
      productKey: product.productKey,
      unitOfMeasure: row.unit,
      orderQuantity: quantity.toFixed(2),
      unitOfMeasure_Prc: addedLinePriceBy(product, row.unit, syncFlag),
    });
  }
  return lines;
}

export interface AddOutcome {
  added: number[];
  /** productKey -> the server's message for that line. */
  failed: Map<number, string>;
}

/** Which sent lines went in and which were refused, by product (quick entry has one row per product). */
export function splitAddResult(sent: readonly CartLinePayload[], body: Pick<CartWriteResult, 'errors'>): AddOutcome {
  const failed = new Map<number, string>();
  for (const e of body.errors) {
    failed.set(e.cartLineItem.productKey, e.errors[0] || e.message || 'Unspecified error.');
  }
  return { added: sent.map((l) => l.productKey).filter((k) => !failed.has(k)), failed };
}

/** The guide's lines of the products shown, as Quick Entry rows start them (spec 1 §4). */
export function guideRows(
  lines: readonly OrderGuideProduct[],
  shown: ReadonlySet<number>,
): { productKey: number; quantityText: string; unit: string }[] {
  return lines
    .filter((l) => shown.has(l.productKey) && l.orderQuantity > 0)
    .map((l) => ({ productKey: l.productKey, quantityText: formatPlain(l.orderQuantity), unit: l.unitOfMeasure }));
}
