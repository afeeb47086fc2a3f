import { HIDDEN_PRODUCT_KEY, type PriceRequest, type PriceResponse } from '@storefront/contract';
import { DEFAULT_PRICE_DECIMALS, findPriceBy, isSellByUnit, priceDecimalsOf, roundPrice, unitPriceIn } from '@storefront/domain';
import type { PriceLoader } from './pricing.cache';
import { priceKey, type ResolvedPrice } from './pricing.service';
import type { ProductUnitsLoader } from './product-units.cache';
import type { ProductWithUnits } from './product-units.repository';

export interface PriceAudience {
  customerId: number | null;
  priceLevel: number | null;
  /** Only salespeople see cost. */
  withCost: boolean;
  /** Guests when the site hides prices from them. */
  hidePrices: boolean;
}

type UnitPrice = PriceResponse[string][string];

/** A price-by unit keeps its own decimals; a unit only sold is restated at the pricing unit's. */
function decimalsOf(product: ProductWithUnits, unit: string): number {
  if (findPriceBy(product, unit)) return priceDecimalsOf(product, unit);
  return isSellByUnit(product, unit) ? priceDecimalsOf(product, product.pricingUM) : DEFAULT_PRICE_DECIMALS;
}

// The same few thousand prices are formatted over and over while pages scroll; decimal.js is the cost.
const FORMATTED_LIMIT = 100_000;
const formatted = new Map<string, string>();
function fixed(value: string | null, decimals: number): string | null {
  if (value === null) return null;
  const key = `${decimals}|${value}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
    text = roundPrice(value, decimals).toFixed(decimals);
    formatted.set(key, text);
  }
  return text;
}

function priceOfUnit(product: ProductWithUnits, unit: string, prices: Map<string, ResolvedPrice>, a: PriceAudience): UnitPrice {
  const decimals = decimalsOf(product, unit);
  let found: { price: string; cost: string } | null = null;
  if (findPriceBy(product, unit)) {
    found = prices.get(priceKey(product.productKey, unit)) ?? null;
  } else if (isSellByUnit(product, unit)) {
    // Sold but not priced in this unit: restate the pricing unit's price (40 LB at 2.490 = 99.600 per CS).
    const pricing = prices.get(priceKey(product.productKey, product.pricingUM));
    const restate = (value: string) => unitPriceIn(unit, product.pricingUM, value, product).factor.toFixed();
    if (pricing) found = { price: restate(pricing.price), cost: restate(pricing.cost) };
  }
  if (a.hidePrices) return { price: null, priceDecimals: decimals };
  const price = fixed(found?.price ?? null, decimals);
  return a.withCost ? { price, priceDecimals: decimals, cost: fixed(found?.cost ?? null, decimals) } : { price, priceDecimals: decimals };
}

/**
 * Spec 1 §7 POST /api/product/price: for each product key and unit, the price in
 * force on `date` for this audience (customer contract over price level over base).
 */
export async function priceProducts(
  loaders: { unitsOf: ProductUnitsLoader; winningPricesOf: PriceLoader },
  request: PriceRequest,
  audience: PriceAudience,
  date: string,
): Promise<PriceResponse> {
  const keys = Object.keys(request).map(Number).filter((k) => k !== HIDDEN_PRODUCT_KEY);
  const products = await loaders.unitsOf(keys);
  const listed = [...products.values()].filter((p) => p.isActive).map((p) => p.productKey);
  const prices = audience.hidePrices ? new Map<string, ResolvedPrice>() : await loaders.winningPricesOf(listed, audience, date);
  const response: PriceResponse = {};
  for (const key of listed) {
    const product = products.get(key)!;
    const units: Record<string, UnitPrice> = {};
    for (const unit of new Set(request[String(key)] ?? [])) units[unit] = priceOfUnit(product, unit, prices, audience);
    response[String(key)] = units;
  }
  return response;
}
