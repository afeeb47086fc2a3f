import Decimal from 'decimal.js';

/** Anything a decimal can be built from: wire numbers, form strings, decimals. */
export type DecimalInput = Decimal.Value;
export type { Decimal };

/** Spec 1 §9: quantities 2 decimals, conversion factors 4, prices per price-by unit (default 4). */
export const QUANTITY_DECIMALS = 2;
export const CONVERSION_DECIMALS = 4;
export const DEFAULT_PRICE_DECIMALS = 4;
/** Spec 2 §9: USD with two decimals. */
export const MONEY_DECIMALS = 2;

/**
 * A private constructor so the app never depends on (or changes) decimal.js's global
 * settings. 34 significant digits keep divisions by conversion factors exact enough that
 * only the explicit roundings below decide results.
 */
const D = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 30 });

export function toDecimal(value: DecimalInput): Decimal {
  const d = new D(value);
  if (!d.isFinite()) throw new RangeError(`Not a finite number: ${String(value)}`);
  return d;
}

/** Half-up (away from zero at exactly .5) to a number of decimals. */
export function roundHalfUp(value: DecimalInput, decimals: number): Decimal {
  return toDecimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
}

export function roundQuantity(value: DecimalInput): Decimal {
  return roundHalfUp(value, QUANTITY_DECIMALS);
}

export function roundConversion(value: DecimalInput): Decimal {
  return roundHalfUp(value, CONVERSION_DECIMALS);
}

export function roundPrice(value: DecimalInput, priceDecimals: number = DEFAULT_PRICE_DECIMALS): Decimal {
  return roundHalfUp(value, priceDecimals);
}

/** Money in dollars, half-up to cents: 0.005 -> 0.01. */
export function roundMoney(value: DecimalInput): Decimal {
  return roundHalfUp(value, MONEY_DECIMALS);
}
