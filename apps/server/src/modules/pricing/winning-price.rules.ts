import type { PriceRow } from './pricing.repository';

export interface ResolvedPrice {
  /** Price per one unit, as a decimal string with up to 4 places. */
  price: string;
  cost: string;
  source: 'customer' | 'level' | 'base';
}

const rank = (row: PriceRow) => (row.customer_id !== null ? 3 : row.price_level !== null ? 2 : 1);

/**
 * The price that wins for each product and unit: a customer contract over a
 * price-level contract over the base price; within one kind, the latest
 * effective date. Keyed `${productKey}:${unit}`.
 */
export function winningPrices(rows: readonly PriceRow[]): Map<string, ResolvedPrice> {
  const best = new Map<string, PriceRow>();
  for (const row of rows) {
    const key = `${row.product_key}:${row.unit}`;
    const current = best.get(key);
    if (
      !current ||
      rank(row) > rank(current) ||
      (rank(row) === rank(current) && row.effective_from > current.effective_from)
    ) {
      best.set(key, row);
    }
  }
  const result = new Map<string, ResolvedPrice>();
  for (const [key, row] of best) {
    const source = rank(row) === 3 ? 'customer' : rank(row) === 2 ? 'level' : 'base';
    result.set(key, { price: row.price, cost: row.cost, source });
  }
  return result;
}

export const priceKey = (productKey: number, unit: string) => `${productKey}:${unit}`;
