import { type Decimal, type DecimalInput, roundMoney, toDecimal } from '../units/decimal';

/** The site setting's default: a card is authorised for an estimated order's total plus 10 %. */
export const DEFAULT_CATCH_WEIGHT_ALLOWANCE_PERCENT = 10;
export const MAX_CATCH_WEIGHT_ALLOWANCE_PERCENT = 50;

/**
 * What a card is authorised for when the order's total is an estimate (it has catch-weight lines): the estimate
 * plus the allowance, half-up to cents, so a heavier case can still be captured. $237.72 at 10 % is $261.49.
 */
export function authorisationAmount(estimate: DecimalInput, allowancePercent: DecimalInput): Decimal {
  const e = toDecimal(estimate);
  return roundMoney(e.plus(e.times(toDecimal(allowancePercent)).div(100)));
}
