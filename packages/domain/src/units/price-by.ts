import { type Decimal, type DecimalInput, DEFAULT_PRICE_DECIMALS, roundPrice } from './decimal';
import { isPriceByUnit, type ProductUnits } from './product-units';

/** How a cart line dialog was opened; edit keeps the line's units (spec 1 §5). */
export type LineEditMode = 'add' | 'edit';

/** Spec 1 §5: only with canChangePrice and more than one price-by unit to choose from. */
export function canChangePriceBy(canChangePrice: boolean, product: ProductUnits): boolean {
  const units = new Set(product.priceBys.map((p) => p.unitOfMeasure));
  return canChangePrice && units.size > 1;
}

export function isUnitPriceEditable(canChangePrice: boolean): boolean {
  return canChangePrice;
}

/** Edit mode locks both the sell-by and the price-by unit. */
export function unitsLocked(mode: LineEditMode): boolean {
  return mode === 'edit';
}

export interface ResolvedUnitPrice {
  unitPrice: Decimal;
  isOverridePrice: boolean;
}

export interface UnitPriceEntry {
  defaultPrice: DecimalInput;
  /** What the user typed; null, undefined or blank means no entry (also what Reset does). */
  entered?: DecimalInput | null;
  canChangePrice: boolean;
  priceDecimals?: number | null;
}

/** Keeps digits and the first decimal point of a typed price; blank when nothing numeric is left. */
export function sanitizePriceText(text: string): string {
  const kept = text.replace(/[^0-9.]/g, '');
  const point = kept.indexOf('.');
  return point < 0 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/**
 * The price a line uses. A price different from the default is an override; '0' is a real
 * price of 0, not "no entry". Without canChangePrice any entry is ignored.
 */
export function resolveUnitPrice(entry: UnitPriceEntry): ResolvedUnitPrice {
  const decimals = entry.priceDecimals ?? DEFAULT_PRICE_DECIMALS;
  const defaultPrice = roundPrice(entry.defaultPrice, decimals);
  const { entered } = entry;
  // Typed text is cleaned like any price field; numbers and decimals are taken as they are.
  const value = typeof entered === 'string' ? sanitizePriceText(entered) : entered;
  if (!entry.canChangePrice || value === null || value === undefined || value === '' || value === '.') {
    return { unitPrice: defaultPrice, isOverridePrice: false };
  }
  const unitPrice = roundPrice(value, decimals);
  return { unitPrice, isOverridePrice: !unitPrice.eq(defaultPrice) };
}

/** Reset: back to the default price, no override. */
export function resetUnitPrice(defaultPrice: DecimalInput, priceDecimals?: number | null): ResolvedUnitPrice {
  return { unitPrice: roundPrice(defaultPrice, priceDecimals ?? DEFAULT_PRICE_DECIMALS), isOverridePrice: false };
}

export interface PriceBySync {
  syncPriceByWithSellByUMFlag: boolean;
  sellBy: string;
  priceBy: string;
  sellByChanged: boolean;
  priceByChanged: boolean;
  product: ProductUnits;
}

/**
 * Spec 1 §5: with the flag on, after the user changed sell-by but not price-by, price-by
 * follows sell-by when that is a price-by unit, else falls back to the product's pricingUM.
 */
export function syncedPriceBy(s: PriceBySync): string {
  if (!s.syncPriceByWithSellByUMFlag || !s.sellByChanged || s.priceByChanged) return s.priceBy;
  return isPriceByUnit(s.product, s.sellBy) ? s.sellBy : s.product.pricingUM;
}
