import type { Insertable } from 'kysely';
import type { PricesTable } from '../db/schema';
import type { Rng } from './prng';

/** The start of every open-ended price: long before any demo "today". */
export const PRICES_SINCE = '2024-01-01';

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface PricedUnit {
  unit: string;
  /** Base price per one unit, at the unit's decimals. */
  price: string;
  decimals: number;
}

export interface PriceOptions {
  today: string;
  priceLevels: number;
  contractCustomerIds: readonly number[];
  contractShare: number;
}

type Row = Insertable<PricesTable>;

/**
 * Invented prices need no decimal arithmetic, only their stored precision: scale to
 * whole units of the last decimal, round, and print. A decimal library here would triple
 * the time to generate 100,000 products.
 */
export function toFixedDecimals(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  return (Math.round(value * scale) / scale).toFixed(decimals);
}

const scaled = (u: PricedUnit, factor: number) => toFixedDecimals(Number(u.price) * factor, u.decimals);

/**
 * Base, price-level and customer contract prices for one product's price-by units,
 * including the date cases the precedence rules must get right: a base price raised
 * last month (the old row has expired), an increase announced for next month, level
 * and contract prices that start in the future or have ended.
 */
export function pricesFor(rng: Rng, productKey: number, units: readonly PricedUnit[], o: PriceOptions): Row[] {
  const rows: Row[] = [];
  const margin = rng.between(0.62, 0.82);
  const row = (u: PricedUnit, factor: number, from: string, to: string | null, who: Partial<Row> = {}): Row => ({
    product_key: productKey,
    unit: u.unit,
    price_level: null,
    customer_id: null,
    price: scaled(u, factor),
    cost: scaled(u, margin),
    effective_from: from,
    effective_to: to,
    ...who,
  });

  const raisedRecently = rng.chance(0.12);
  const raiseAhead = rng.chance(0.06);
  const levelPriced = o.priceLevels > 0 && rng.chance(0.4);
  const levelAhead = levelPriced && rng.chance(0.08);
  const contractCustomers: number[] = [];
  if (o.contractCustomerIds.length > 0 && rng.chance(o.contractShare)) {
    contractCustomers.push(rng.pick(o.contractCustomerIds));
    if (rng.chance(0.3)) contractCustomers.push(rng.pick(o.contractCustomerIds));
  }
  const contracts = [...new Set(contractCustomers)].map((id) => ({
    id,
    discount: rng.between(0.86, 0.94),
    dates: rng.next(),
  }));

  for (const u of units) {
    if (raisedRecently) {
      rows.push(row(u, 0.94, PRICES_SINCE, addDays(o.today, -31)));
      rows.push(row(u, 1, addDays(o.today, -30), null));
    } else {
      rows.push(row(u, 1, PRICES_SINCE, null));
    }
    if (raiseAhead) rows.push(row(u, 1.05, addDays(o.today, 14), null));
    if (levelPriced) {
      for (let level = 1; level <= o.priceLevels; level++) {
        rows.push(row(u, 1 - 0.012 * level, PRICES_SINCE, null, { price_level: level }));
        if (levelAhead) rows.push(row(u, 1 - 0.01 * level, addDays(o.today, 21), null, { price_level: level }));
      }
    }
    for (const c of contracts) {
      const who = { customer_id: c.id };
      if (c.dates < 0.1) rows.push(row(u, c.discount, addDays(o.today, -120), addDays(o.today, -10), who));
      else if (c.dates < 0.2) rows.push(row(u, c.discount, addDays(o.today, 7), null, who));
      else rows.push(row(u, c.discount, addDays(o.today, -60), c.dates < 0.4 ? addDays(o.today, 30) : null, who));
    }
  }
  return rows;
}
