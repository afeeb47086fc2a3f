import type { RoundingFlag } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { pricesInForce } from '../products/pricing.repository';
import { priceKey, type ResolvedPrice, winningPrices } from '../products/pricing.service';
import { loadProductUnits, type ProductWithUnits } from '../products/product-units.repository';
import type { SiteValues } from '../settings/settings.defaults';
import { readSiteValues } from '../settings/settings.repository';
import { toSessionSettings } from '../settings/settings.service';
import { type ProductFacts, productFacts } from './cart-catalogue.repository';
import type { CartOwner } from './cart-owner';

/** Product key 9 is hidden from the catalogue (spec 1 §2) and so cannot be ordered either. */
const HIDDEN_PRODUCT_KEY = 9;

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

export async function loadCartSettings(db: Kysely<DB>, owner: CartOwner): Promise<CartSettings> {
  const site = await readSiteValues(db);
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

export async function loadCatalogue(db: Kysely<DB>, productKeys: readonly number[], owner: CartOwner, today: string): Promise<CatalogueView> {
  const [products, facts, rows] = await Promise.all([
    loadProductUnits(db, productKeys),
    productFacts(db, productKeys, owner.customerId),
    pricesInForce(db, productKeys, { customerId: owner.customerId, priceLevel: owner.priceLevel }, today),
  ]);
  return { products, facts, prices: winningPrices(rows) };
}

/** The price pricing gives the acting customer for one product and price-by unit, or null. */
export function defaultPriceOf(view: CatalogueView, productKey: number, priceUnit: string): string | null {
  return view.prices.get(priceKey(productKey, priceUnit))?.price ?? null;
}

/** The orderable product, or null when it is unknown, inactive, hidden or in a category excluded for the customer. */
export function orderableProduct(view: CatalogueView, productKey: number): ProductWithUnits | null {
  const product = view.products.get(productKey);
  const facts = view.facts.get(productKey);
  if (!product || !facts || !product.isActive || facts.excluded || productKey === HIDDEN_PRODUCT_KEY) return null;
  return product;
}
