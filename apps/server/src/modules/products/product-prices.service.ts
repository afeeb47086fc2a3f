import { HIDDEN_PRODUCT_KEY, type PriceRequest, type PriceResponse } from '@storefront/contract';
import { DEFAULT_PRICE_DECIMALS, findPriceBy, isSellByUnit, priceDecimalsOf, roundPrice, unitPriceIn } from '@storefront/domain';
import type { PriceLoader, ProductPrices } from './pricing.cache';
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

function fixed(value: string | null, decimals: number): string | null {
  return value === null ? null : roundPrice(value, decimals).toFixed(decimals);
}

function computeUnitPrice(product: ProductWithUnits, unit: string, prices: ProductPrices, a: PriceAudience): UnitPrice {
  const decimals = decimalsOf(product, unit);
  if (a.hidePrices) return { price: null, priceDecimals: decimals };
  let found: { price: string; cost: string } | null = null;
  if (findPriceBy(product, unit)) {
    found = prices.get(unit) ?? null;
  } else if (isSellByUnit(product, unit)) {
    // Sold but not priced in this unit: restate the pricing unit's price (40 LB at 2.490 = 99.600 per CS).
    const pricing = prices.get(product.pricingUM);
    const restate = (value: string) => unitPriceIn(unit, product.pricingUM, value, product).factor.toFixed();
    if (pricing) found = { price: restate(pricing.price), cost: restate(pricing.cost) };
  }
  const price = fixed(found?.price ?? null, decimals);
  return a.withCost ? { price, priceDecimals: decimals, cost: fixed(found?.cost ?? null, decimals) } : { price, priceDecimals: decimals };
}

/** One product's part of the answer: unit -> price. */
export type ProductAnswer = Record<string, UnitPrice>;
const NO_PRICES: ProductPrices = new Map();

/**
 * Whole answers per product, memoised by the objects they are made from: the
 * product's units (the units cache hands out a new object when the catalogue
 * changes) and its winning prices (a new map when prices change or the day turns).
 * Then only the units asked for and the audience remain to key by, and a page
 * scrolling over the same products costs two WeakMap lookups a product.
 */
const answers = new WeakMap<ProductWithUnits, WeakMap<ProductPrices, Map<string, ProductAnswer>>>();

function answerFor(product: ProductWithUnits, units: readonly string[], prices: ProductPrices, a: PriceAudience): ProductAnswer {
  let byPrices = answers.get(product);
  if (!byPrices) {
    byPrices = new WeakMap();
    answers.set(product, byPrices);
  }
  let byRequest = byPrices.get(prices);
  if (!byRequest) {
    byRequest = new Map();
    byPrices.set(prices, byRequest);
  }
  const key = `${a.hidePrices ? 1 : 0}${a.withCost ? 1 : 0}${units.join(',')}`;
  let answer = byRequest.get(key);
  if (!answer) {
    answer = {};
    for (const unit of units) answer[unit] ??= computeUnitPrice(product, unit, prices, a);
    // A product asked for in ever new unit lists must not grow without bound.
    if (byRequest.size >= 64) byRequest.clear();
    byRequest.set(key, answer);
  }
  return answer;
}

/**
 * Spec 1 §7 POST /api/product/price: for each product key and unit, the price in
 * force on `date` for this audience (customer contract over price level over base),
 * as [productKey, answer] pairs for serializePriceResponse.
 */
export async function priceProducts(
  loaders: { unitsOf: ProductUnitsLoader; winningPricesOf: PriceLoader },
  request: PriceRequest,
  audience: PriceAudience,
  date: string,
  versions: { catalogue: number; prices: number },
): Promise<[productKey: number, answer: ProductAnswer][]> {
  const keys = Object.keys(request).map(Number).filter((k) => k !== HIDDEN_PRODUCT_KEY);
  const products = await loaders.unitsOf(keys, versions.catalogue);
  const listed: ProductWithUnits[] = [];
  for (const product of products.values()) if (product.isActive) listed.push(product);
  const prices = audience.hidePrices
    ? new Map<number, ProductPrices>()
    : await loaders.winningPricesOf(
        listed.map((p) => p.productKey),
        audience,
        date,
        versions.prices,
      );
  return listed.map((product) => {
    const key = product.productKey;
    return [key, answerFor(product, request[String(key)] ?? [], prices.get(key) ?? NO_PRICES, audience)];
  });
}
