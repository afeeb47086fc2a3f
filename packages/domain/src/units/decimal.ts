import Big from 'big.js';

/** An exact decimal (big.js): arithmetic with plus, minus, times, div; compare with eq, gt, gte, lt, lte, cmp. */
export type Decimal = Big;
/** Anything a decimal can be built from: wire numbers, form strings, decimals. */
export type DecimalInput = number | string | Decimal;

/** Spec 1 §9: quantities 2 decimals, conversion factors 4, prices per price-by unit (default 4). */
export const QUANTITY_DECIMALS = 2;
export const CONVERSION_DECIMALS = 4;
export const DEFAULT_PRICE_DECIMALS = 4;
/** Spec 2 §9: USD with two decimals. */
export const MONEY_DECIMALS = 2;

/**
 * A private constructor so the app never depends on (or changes) big.js's global settings.
 * Divisions keep 34 decimal places, exact enough that only the explicit roundings below
 * decide results (sums and products are exact); rounding is half-up (away from zero at .5);
 * toString never uses exponents for the magnitudes the app handles.
 */
const D = Big();
D.DP = 34;
D.RM = Big.roundHalfUp;
D.NE = -30;
D.PE = 30;

export function toDecimal(value: DecimalInput): Decimal {
  try {
    return new D(value);
  } catch {
    // big.js refuses NaN, Infinity and anything that is not a plain or exponent-notation number.
    throw new RangeError(`Not a finite number: ${String(value)}`);
  }
}

/** Half-up (away from zero at exactly .5) to a number of decimals. */
export function roundHalfUp(value: DecimalInput, decimals: number): Decimal {
  return toDecimal(value).round(decimals, Big.roundHalfUp);
}

/** Toward zero to a number of decimals: 1.239 -> 1.23, -1.239 -> -1.23. */
export function roundDown(value: DecimalInput, decimals: number): Decimal {
  return toDecimal(value).round(decimals, Big.roundDown);
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

/** The largest whole number not above the value (toward -infinity): 1.5 -> 1, -1.5 -> -2. */
export function floor(value: Decimal): Decimal {
  return value.round(0, value.s < 0 ? Big.roundUp : Big.roundDown);
}

/** The smallest whole number not below the value (toward +infinity): 1.5 -> 2, -1.5 -> -1. */
export function ceil(value: Decimal): Decimal {
  return value.round(0, value.s < 0 ? Big.roundDown : Big.roundUp);
}

export function isZero(value: Decimal): boolean {
  return value.c[0] === 0;
}

/** The sign is negative; as in IEEE floats a zero may carry it (-0), so callers that care test isZero too. */
export function isNegative(value: Decimal): boolean {
  return value.s < 0;
}

/** Decimals the value needs (trailing zeros do not count): 1.50 has 1, 12 has 0. */
export function decimalPlaces(value: Decimal): number {
  let digits = value.c.length;
  while (digits > 1 && value.c[digits - 1] === 0) digits -= 1;
  return Math.max(0, digits - value.e - 1);
}
