import { type Decimal, isListedProduct, priceDecimalsOf, type RoundingFlag, roundPrice } from '@storefront/domain';
import type { Db } from '../../db/database';
import { CATALOGUE_CACHE, PRICES_CACHE, SETTINGS_CACHE } from '../../platform/cache/cache-versions.repository';
import { pricesFor } from '../pricing/prices-for.service';
import { priceKey, type ResolvedPrice } from '../pricing/winning-price.rules';
import { loadProductUnits, type ProductWithUnits } from '../catalogue/product-units.repository';
import type { SiteValues } from '../settings/settings.defaults';
import { readSiteValues } from '../settings/settings.repository';
import { toSessionSettings } from '../settings/settings.service';
import { type ProductFacts, productFacts } from '../catalogue/product-facts.repository';
import type { CartOwner } from './cart-owner';

/** The settings that decide how a line is checked, as this user's session sees them. */
export interface CartRules {
  roundingFlag: RoundingFlag;
  canChangePrice: boolean;
  allowProductTextLines: boolean;
  syncPriceBy: boolean;
}

export interface CartSettings {
  rules: CartRules;
  site: SiteValues;
}

/** The site values in force for this owner's request: its cached ones when it has them, else the stored ones. */
export function ownerSiteValues(db: Db, owner: CartOwner): Promise<SiteValues> {
  const reads = owner.reads;
  return reads ? reads.siteValuesOf(db, reads.versions(SETTINGS_CACHE)) : readSiteValues(db);
}

export async function loadCartSettings(db: Db, owner: CartOwner): Promise<CartSettings> {
  const site = await ownerSiteValues(db, owner);
  // The session settings are what the page was told; the server holds the user to the same ones.
  const session = toSessionSettings(site, owner.principal);
  return {
    site,
    rules: {
      roundingFlag: session.orderQuantityRoundingFlag,
      canChangePrice: session.canChangePrice,
      allowProductTextLines: session.allowProductTextLines,
      syncPriceBy: session.syncPriceByWithSellByUMFlag,
    },
  };
}

/** The products a request touches, with the acting customer's prices in force today. */
export interface CatalogueView {
  products: Map<number, ProductWithUnits>;
  facts: Map<number, ProductFacts>;
  prices: Map<string, ResolvedPrice>;
}

export async function loadCatalogue(
  db: Db,
  productKeys: readonly number[],
  owner: CartOwner,
  today: string,
): Promise<CatalogueView> {
  const who = { customerId: owner.customerId, priceLevel: owner.priceLevel };
  const reads = owner.reads;
  if (!reads) {
    const [products, facts, prices] = await Promise.all([
      loadProductUnits(db, productKeys),
      productFacts(db, productKeys, owner.customerId),
      pricesFor(db, productKeys, who, today),
    ]);
    return { products, facts, prices };
  }
  // The same rows through the app's caches, kept per catalogue and prices version (issue 29).
  const [products, facts, byProduct] = await Promise.all([
    reads.unitsOf(db, productKeys, reads.versions(CATALOGUE_CACHE)),
    reads.factsOf(db, productKeys, owner.customerId, reads.versions(CATALOGUE_CACHE)),
    reads.winningPricesOf(db, productKeys, who, today, reads.versions(PRICES_CACHE)),
  ]);
  const prices = new Map<string, ResolvedPrice>();
  for (const [productKey, units] of byProduct) {
    for (const [unit, price] of units) prices.set(priceKey(productKey, unit), price);
  }
  return { products, facts, prices };
}

/** The price pricing gives the acting customer for one product and price-by unit, or null. */
export function defaultPriceOf(view: CatalogueView, productKey: number, priceUnit: string): string | null {
  return view.prices.get(priceKey(productKey, priceUnit))?.price ?? null;
}

/** Pricing's price for each price-by unit of one product, rounded as a line carries it; null when there is none. */
export function roundedPriceIn(view: CatalogueView, productKey: number): (priceUnit: string) => Decimal | null {
  return (priceUnit) => {
    const price = defaultPriceOf(view, productKey, priceUnit);
    const product = view.products.get(productKey);
    return price === null || !product ? null : roundPrice(price, priceDecimalsOf(product, priceUnit));
  };
}

/** The orderable product, or null when it is unknown, not listed (inactive or hidden) or in a category excluded for the customer. */
export function orderableProduct(view: CatalogueView, productKey: number): ProductWithUnits | null {
  const product = view.products.get(productKey);
  const facts = view.facts.get(productKey);
  if (!product || !facts || !isListedProduct(product) || facts.excluded) return null;
  return product;
}

/** Said when a line without an override has no price today: the cart shows it beside the line's old price; checkout refuses. */
export const noPriceToday = (description: string, priceUnit: string) =>
  `${description} has no price per ${priceUnit} today. Please remove it from the cart.`;

/**
 * Today's price of a cart line, the one rule the cart page (readCart) and checkout (priceCart) share: a line with an
 * override keeps its price; any other takes pricing's price for the acting customer now, rounded to its price-by
 * unit's decimals. `current` is false when pricing has none today (the line's own price is then all there is).
 */
export function todaysLinePrice(
  view: CatalogueView,
  product: ProductWithUnits,
  line: { productKey: number; priceUnit: string; unitPrice: Decimal; isOverride: boolean },
): { unitPrice: Decimal; priceDecimals: number; current: boolean } {
  const priceDecimals = priceDecimalsOf(product, line.priceUnit);
  if (line.isOverride) return { unitPrice: line.unitPrice, priceDecimals, current: true };
  const price = defaultPriceOf(view, line.productKey, line.priceUnit);
  if (price === null) return { unitPrice: line.unitPrice, priceDecimals, current: false };
  return { unitPrice: roundPrice(price, priceDecimals), priceDecimals, current: true };
}
