import type { CatchWeight } from '@storefront/contract';
import { formatFixedPricePer, formatPricePer, type ProductUnits, quotedPriceDecimals } from '@storefront/domain';

/**
 * '$82.14 / CS', '$16.661 / LB': a product's price at the decimals of the unit it is quoted in
 * (spec 1 §9, the domain's one rule), whatever places the string carries; '-.--' when missing.
 */
export function productPriceText(product: ProductUnits, price: string | null | undefined, unit: string): string {
  return formatPricePer(price, unit, quotedPriceDecimals(product, unit));
}

/** A cart or order line's unit price: the server fixes it to its price unit's decimals, so they are kept. */
export function linePriceText(unitPrice: { factor: string; from: string }): string {
  return formatFixedPricePer(unitPrice.factor, unitPrice.from);
}

/**
 * A catalogue product as the domain's unit rules read it. The wire marks a catch-weight product by its `catchWeight`
 * (null for others), the domain by `isCatchWeight`: pass products through this wherever a domain text depends on it
 * (the conversion text reads 'Estimated: 28.00 LB × $8.490 / LB = $237.72' for them, '≈ ...' for others).
 */
export function productUnitsOf(product: ProductUnits & { catchWeight: CatchWeight | null }): ProductUnits {
  return { ...product, isCatchWeight: product.catchWeight !== null };
}

/** The unit a product's price is shown in: a catch-weight product's weight unit ('$8.490 / LB'), else `unit`. */
export function shownPriceUnit(product: { catchWeight: CatchWeight | null }, unit: string): string {
  return product.catchWeight?.weightUnit ?? unit;
}
