import type { PriceRequest, PriceResponse } from '@storefront/contract';
import {
  DEFAULT_PRICE_DECIMALS,
  findPriceBy,
  isListedProduct,
  isSellByUnit,
  quotedPriceDecimals,
  roundPrice,
  unitPriceIn,
} from '@storefront/domain';
import type { ActingFor, Principal } from '../../platform/auth/principal';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { isoDateOf } from '../../platform/time/iso-date';
import type { ProductWithUnits } from '../catalogue/product-units.repository';
import { siteValues } from '../settings/settings.service';
import { type ProductAnswer, serializePriceResponse } from './price-response.serializer';
import { type SharedLoaders, sharedLoadersOf } from './cached-reads';
import type { ProductPrices } from './pricing.cache';

export interface PriceAudience {
  customerId: number | null;
  priceLevel: number | null;
  /** Only salespeople see cost. */
  withCost: boolean;
  /** Guests when the site hides prices from them. */
  hidePrices: boolean;
}

type UnitPrice = PriceResponse[string][string];

/** A price-by unit keeps its own decimals; a unit only sold is restated in cents (the rule the page formats by). */
function decimalsOf(product: ProductWithUnits, unit: string): number {
  return findPriceBy(product, unit) || isSellByUnit(product, unit)
    ? quotedPriceDecimals(product, unit)
    : DEFAULT_PRICE_DECIMALS;
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
    // Sold but not priced in this unit: restate the pricing unit's price (40 LB at 2.490 = 99.60 per CS).
    const pricing = prices.get(product.pricingUM);
    const restate = (value: string) => unitPriceIn(unit, product.pricingUM, value, product).factor.toFixed();
    if (pricing) found = { price: restate(pricing.price), cost: restate(pricing.cost) };
  }
  const price = fixed(found?.price ?? null, decimals);
  return a.withCost
    ? { price, priceDecimals: decimals, cost: fixed(found?.cost ?? null, decimals) }
    : { price, priceDecimals: decimals };
}

/** One product's part of the answer: unit -> price. */
const NO_PRICES: ProductPrices = new Map();

/**
 * Whole answers per product, memoised by the objects they are made from: the
 * product's units (the units cache hands out a new object when the catalogue
 * changes) and its winning prices (a new map when prices change or the day turns).
 * Then only the units asked for and the audience remain to key by, and a page
 * scrolling over the same products costs two WeakMap lookups a product.
 */
const answers = new WeakMap<ProductWithUnits, WeakMap<ProductPrices, Map<string, ProductAnswer>>>();

function answerFor(
  product: ProductWithUnits,
  units: readonly string[],
  prices: ProductPrices,
  a: PriceAudience,
): ProductAnswer {
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
async function priceProducts(
  db: Db,
  loaders: Pick<SharedLoaders, 'unitsOf' | 'winningPricesOf'>,
  request: PriceRequest,
  audience: PriceAudience,
  date: string,
  versions: { catalogue: number; prices: number },
): Promise<[productKey: number, answer: ProductAnswer][]> {
  const products = await loaders.unitsOf(db, Object.keys(request).map(Number), versions.catalogue);
  const listed: ProductWithUnits[] = [];
  for (const product of products.values()) if (isListedProduct(product)) listed.push(product);
  const prices = audience.hidePrices
    ? new Map<number, ProductPrices>()
    : await loaders.winningPricesOf(
        db,
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

export interface PriceCall {
  principal: Principal | null;
  acting: ActingFor | null;
  body: PriceRequest;
  /** YYYY-MM-DD; today when absent. */
  effectiveDate: string | undefined;
  /** The request's CATALOGUE_CACHE and PRICES_CACHE versions. */
  versions: { catalogue: number; prices: number };
}

/** POST /api/product/price, answered as JSON text (PriceResponse) from per-process caches of units and winning prices. */
export function createPricingService(ctx: AppContext) {
  const loaders = sharedLoadersOf(ctx);
  return async function priceJson(call: PriceCall): Promise<Buffer> {
    const hidePrices = !call.principal && (await siteValues(ctx)).guestHidePricing;
    const audience: PriceAudience = {
      customerId: call.acting?.customerId ?? null,
      priceLevel: call.acting?.priceLevel ?? null,
      withCost: call.principal?.kind === 'salesperson',
      hidePrices,
    };
    const answers = await priceProducts(
      ctx.db,
      loaders,
      call.body,
      audience,
      call.effectiveDate ?? isoDateOf(ctx.now()),
      call.versions,
    );
    return Buffer.from(serializePriceResponse(answers));
  };
}
