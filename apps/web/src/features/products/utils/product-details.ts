import type { Product } from '@storefront/contract';
import { formatPlain } from '@storefront/domain';

export interface DetailField {
  label: string;
  value: string;
}

/** Labels for the additional keys the catalogue uses; k0 and k1 repeat the code and brand. */
const KNOWN_LABELS: Record<string, string> = { packSize: 'Pack Size', origin: 'Origin', storage: 'Storage' };
const REPEATED_KEYS = new Set(['k0', 'k1']);

/** 'shelfLife' -> 'Shelf Life', 'kosher_flag' -> 'Kosher Flag'. */
export function fieldLabel(key: string): string {
  if (KNOWN_LABELS[key]) return KNOWN_LABELS[key];
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
  return words.replace(/\b\w/g, (ch) => ch.toUpperCase());
}

/** The product's facts in reading order: code, brand, then its additional fields; blanks skipped. */
export function detailFields(product: Product): DetailField[] {
  const fields: DetailField[] = [
    { label: 'Product Code', value: product.formattedProductCode || product.productCode },
    { label: 'Brand', value: product.brand },
  ];
  const known = Object.keys(KNOWN_LABELS);
  const keys = Object.keys(product.additional).filter((k) => !REPEATED_KEYS.has(k));
  keys.sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    return (ia < 0 ? known.length : ia) - (ib < 0 ? known.length : ib) || a.localeCompare(b);
  });
  for (const key of keys) fields.push({ label: fieldLabel(key), value: product.additional[key] ?? '' });
  return fields.filter((f) => f.value.trim() !== '');
}

export interface UnitRow {
  unit: string;
  /**
   * '40 LB' (stock units in one of it; 'Avg 12 LB' for a catch-weight product weighed in LB); '' for the stock unit
   * itself.
   */
  contains: string;
  /** 'Any' or 'Multiples of 2'. */
  multiple: string;
}

/** The sell-by units with what one holds and the order multiple (spec 1 §5). */
export function unitRows(product: Pick<Product, 'sellBys' | 'stockUnit' | 'catchWeight'>): UnitRow[] {
  // A catch-weight case holds its weight on average only.
  const average = product.catchWeight?.weightUnit === product.stockUnit ? 'Avg ' : '';
  return product.sellBys.map((s) => ({
    unit: s.unitOfMeasure,
    contains:
      s.unitOfMeasure === product.stockUnit ? '' : `${average}${formatPlain(s.stockConversion)} ${product.stockUnit}`,
    multiple: s.sellByMultiple > 0 && s.sellByMultiple !== 1 ? `Multiples of ${formatPlain(s.sellByMultiple)}` : 'Any',
  }));
}

/** Spec 1 §2: 'Add To Cart - {price}', just 'Add To Cart' when pricing is hidden or unknown. */
export function addToCartLabel(priceText: string | null): string {
  return priceText ? `Add To Cart - ${priceText}` : 'Add To Cart';
}
