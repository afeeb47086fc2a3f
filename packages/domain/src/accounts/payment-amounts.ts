import { type Decimal, isNegative, isZero, roundMoney, toDecimal } from '../units/decimal';

/** Spec 2 §5 Payment amounts, verbatim. */
export const PAYMENT_AMOUNT_MESSAGES = {
  greaterThanBalance: 'Amount cannot be greater than balance.',
  differentSign: 'Amount must be same sign as balance.',
  notNumeric: 'Amount must be a number.',
} as const;

const AMOUNT_TEXT = /^-?(\d{1,10}(\.\d{0,2})?|\.\d{1,2})$/;

/** What the amount field holds: empty, or a number with at most 2 decimals. */
export function parseApplyAmount(text: string): Decimal | null | 'invalid' {
  const t = text.trim();
  if (t === '' || t === '-') return null;
  if (!AMOUNT_TEXT.test(t)) return 'invalid';
  return toDecimal(t);
}

/** Spec 2 §3 Payment selection entry's isGreaterThanBalance and isDifferentSign, and the helper text they give. */
export interface ApplyAmountCheck {
  isGreaterThanBalance: boolean;
  isDifferentSign: boolean;
  helperText: string;
}

/** Checks an amount to apply against the item's open balance: same sign as the balance, never greater. Zero is always fine (it removes the selection). */
export function checkApplyAmount(amount: Decimal, balance: Decimal | string): ApplyAmountCheck {
  const open = toDecimal(balance);
  const isDifferentSign = !isZero(amount) && (isZero(open) || isNegative(amount) !== isNegative(open));
  const isGreaterThanBalance = !isDifferentSign && amount.abs().gt(open.abs());
  const helperText = isDifferentSign
    ? PAYMENT_AMOUNT_MESSAGES.differentSign
    : isGreaterThanBalance
      ? PAYMENT_AMOUNT_MESSAGES.greaterThanBalance
      : '';
  return { isGreaterThanBalance, isDifferentSign, helperText };
}

export interface SelectedAmount {
  amount: Decimal;
  balance: Decimal | string;
}

/** The total applied: positive is paid by card or eCheck, zero applies credit only. */
export function totalApplied(selected: readonly SelectedAmount[]): Decimal {
  return roundMoney(selected.reduce((sum, s) => sum.plus(s.amount), toDecimal(0)));
}

/** Spec 2 §5: Continue is disabled when nothing is selected, the total applied is negative, or any row is invalid. */
export function canContinuePayment(selected: readonly SelectedAmount[]): boolean {
  const chosen = selected.filter((s) => !isZero(s.amount));
  if (chosen.length === 0) return false;
  if (isNegative(totalApplied(chosen))) return false;
  return chosen.every((s) => checkApplyAmount(s.amount, s.balance).helperText === '');
}
