import type { Kysely, Selectable } from 'kysely';
import type { DB, PricesTable } from '../../db/schema';

const PRICE_COLUMNS = ['product_key', 'unit', 'price', 'cost', 'customer_id', 'price_level', 'effective_from'] as const;

/** A price row as the winning-price rules read it (price and cost as decimal text). */
export type PriceRow = Pick<Selectable<PricesTable>, (typeof PRICE_COLUMNS)[number]>;

/**
 * Every price row in force on `date` (YYYY-MM-DD) that could apply to this
 * customer: its own contracts, its price level's, and the base prices.
 */
export function pricesInForce(
  db: Kysely<DB>,
  productKeys: readonly number[],
  who: { customerId: number | null; priceLevel: number | null },
  date: string,
): Promise<PriceRow[]> {
  if (productKeys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('prices')
    .select(PRICE_COLUMNS)
    .where('product_key', 'in', productKeys)
    .where('effective_from', '<=', date)
    .where((eb) => eb.or([eb('effective_to', 'is', null), eb('effective_to', '>=', date)]))
    .where((eb) => {
      const base = eb.and([eb('customer_id', 'is', null), eb('price_level', 'is', null)]);
      const options = [base];
      if (who.customerId !== null) options.push(eb('customer_id', '=', who.customerId));
      if (who.priceLevel !== null)
        options.push(eb.and([eb('customer_id', 'is', null), eb('price_level', '=', who.priceLevel)]));
      return eb.or(options);
    })
    .execute();
}
