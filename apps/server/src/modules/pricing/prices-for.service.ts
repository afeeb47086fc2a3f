import { chunked } from '../../db/chunking';
import type { Db } from '../../db/database';
import { nextTurn } from '../../platform/scheduling/next-turn';
import { pricesInForce } from './pricing.repository';
import { type ResolvedPrice, winningPrices } from './winning-price.rules';

/** Whose prices: a trade customer (its contracts and price level) or nobody in particular (base prices). */
export interface PriceWho {
  customerId: number | null;
  priceLevel: number | null;
}

/** Products priced per query: bound parameters stay far below both databases' limits. */
const PRICE_CHUNK = 500;

/**
 * The one pricing entry (issue 27): the winning price in force on `date` of each product and price-by unit for `who`,
 * keyed by priceKey(productKey, unit). The rules (a customer's contract over its level's over the base price, the latest
 * effective date first) are winningPrices'; the cart, checkout, the price call's cache and reports all come here. Long
 * lists are read PRICE_CHUNK products at a time with a turn of the event loop between reads.
 */
export async function pricesFor(
  db: Db,
  productKeys: readonly number[],
  who: PriceWho,
  date: string,
): Promise<Map<string, ResolvedPrice>> {
  if (productKeys.length <= PRICE_CHUNK) return winningPrices(await pricesInForce(db, productKeys, who, date));
  const result = new Map<string, ResolvedPrice>();
  for (const chunk of chunked(productKeys, PRICE_CHUNK)) {
    await nextTurn();
    for (const [key, price] of winningPrices(await pricesInForce(db, chunk, who, date))) result.set(key, price);
  }
  return result;
}
