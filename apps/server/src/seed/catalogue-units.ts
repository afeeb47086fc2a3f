import type { Insertable } from 'kysely';
import type { ProductUnitsTable } from '../db/schema';
import type { Pack, UnitScheme } from './catalogue-data';
import { toFixedDecimals } from './catalogue-prices';

export interface GeneratedUnits {
  stockUnit: 'LB' | 'EA';
  pricingUM: string;
  /** Stock units in one CS, EA and LB. */
  conversions: Record<'CS' | 'EA' | 'LB', string>;
  units: Insertable<ProductUnitsTable>[];
}

interface Flags {
  sell: boolean;
  price: boolean;
  multiple: number;
}

const NONE: Flags = { sell: false, price: false, multiple: 0 };

function flagsFor(scheme: UnitScheme, count: number): Record<'CS' | 'EA' | 'LB', Flags> {
  // A case of one each has no separate each to sell.
  const eachSold = count > 1;
  switch (scheme) {
    case 'catchWeight':
      return {
        CS: { sell: true, price: false, multiple: 1 },
        EA: eachSold ? { sell: true, price: false, multiple: 1 } : NONE,
        LB: { sell: false, price: true, multiple: 0 },
      };
    case 'byWeight':
      return { CS: { sell: true, price: true, multiple: 1 }, EA: NONE, LB: { sell: true, price: true, multiple: 5 } };
    case 'caseEach':
      return {
        CS: { sell: true, price: true, multiple: 1 },
        EA: eachSold ? { sell: true, price: true, multiple: 1 } : NONE,
        LB: NONE,
      };
    case 'beverage':
      return {
        CS: { sell: true, price: true, multiple: 1 },
        EA: { sell: true, price: true, multiple: count % 6 === 0 ? 6 : 1 },
        LB: NONE,
      };
    case 'caseOnly':
      return { CS: { sell: true, price: true, multiple: 1 }, EA: NONE, LB: NONE };
  }
}

/**
 * CS, EA and LB for one product, with stock conversions from its pack: a 4/10 LB
 * case of catch-weight beef has stock unit LB, so CS = 40, EA = 10, LB = 1.
 */
export function unitsFor(productKey: number, scheme: UnitScheme, pack: Pack): GeneratedUnits {
  const [count, , eachLb] = pack;
  const stockUnit = scheme === 'catchWeight' || scheme === 'byWeight' ? 'LB' : 'EA';
  const each = stockUnit === 'LB' ? eachLb : 1;
  // Conversions carry 4 decimals (spec 1 §9); trailing zeros dropped.
  const four = (value: number) => String(Number(toFixedDecimals(value, 4)));
  const conversions = { CS: four(count * each), EA: four(each), LB: four(stockUnit === 'LB' ? 1 : 1 / eachLb) };
  const flags = flagsFor(scheme, count);
  const units = (['CS', 'EA', 'LB'] as const).map((unit, i) => ({
    product_key: productKey,
    unit,
    stock_conversion: conversions[unit],
    is_sell_by: flags[unit].sell ? 1 : 0,
    is_price_by: flags[unit].price ? 1 : 0,
    sell_by_multiple: flags[unit].multiple,
    price_decimals: unit === 'LB' ? 3 : 2,
    sequence: i + 1,
  }));
  const pricingUM = scheme === 'catchWeight' ? 'LB' : 'CS';
  return { stockUnit, pricingUM, conversions, units };
}
