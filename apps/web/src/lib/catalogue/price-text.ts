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
