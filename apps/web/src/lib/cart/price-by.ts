import type { Product } from '@storefront/contract';
import { defaultSellByUnit, isPriceByUnit, syncedPriceBy } from '@storefront/domain';

/** The pricing unit when it is a price-by unit, else the first price-by unit. */
export function startingPriceBy(product: Product): string {
  if (isPriceByUnit(product, product.pricingUM)) return product.pricingUM;
  return product.priceBys[0]?.unitOfMeasure ?? product.pricingUM;
}

/**
 * The price-by unit a line added without the dialog is sent with (Quick Entry, a whole
 * order guide): the starting one, or with syncPriceByWithSellByUMFlag the unit that
 * follows a sell-by other than the default (spec 1 §5).
 */
export function addedLinePriceBy(product: Product, sellBy: string, syncFlag: boolean): string {
  return syncedPriceBy({
    syncPriceByWithSellByUMFlag: syncFlag,
    sellBy,
    priceBy: startingPriceBy(product),
    sellByChanged: sellBy !== (defaultSellByUnit(product) ?? ''),
    priceByChanged: false,
    product,
  });
}
