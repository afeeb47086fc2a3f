import { type Decimal, isNegative, isZero, roundMoney, toDecimal } from '../units/decimal';
import { daysBetween } from './iso-days';

/** Spec 2 §2 Account Summary: the aging buckets by name, by days past the due date. */
export const AGING_BUCKETS: readonly { name: string; fromDays: number; toDays: number }[] = [
  { name: '1-30', fromDays: 1, toDays: 30 },
  { name: '31-60', fromDays: 31, toDays: 60 },
  { name: '61-90', fromDays: 61, toDays: 90 },
  { name: 'Over 90', fromDays: 91, toDays: Number.POSITIVE_INFINITY },
];

export interface AgingItem {
  dueDate: string;
  /** Open balance; credits are negative. */
  balance: string;
}

export interface Aging {
  /** Open credits (negative balances), as a negative amount. */
  unappliedCredit: Decimal;
  /** Owed and not yet past due (due today or later). */
  current: Decimal;
  buckets: { name: string; value: Decimal }[];
  /** Everything open: unappliedCredit + current + the buckets, so the aging always adds up. */
  balance: Decimal;
}

/** Days the item is past its due date on `today` (0 or less: not due yet). */
export function daysPastDue(dueDate: string, today: string): number {
  return daysBetween(dueDate, today);
}

/**
 * Ages the open items on `today`: credits are unapplied credit whatever their date; a
 * debit is current until its due date passes, then falls in the bucket of its days past due.
 */
export function ageItems(items: readonly AgingItem[], today: string): Aging {
  let credit = toDecimal(0);
  let current = toDecimal(0);
  const sums = AGING_BUCKETS.map(() => toDecimal(0));
  for (const item of items) {
    const balance = toDecimal(item.balance);
    if (isZero(balance)) continue;
    if (isNegative(balance)) {
      credit = credit.plus(balance);
      continue;
    }
    const late = daysPastDue(item.dueDate, today);
    const index = AGING_BUCKETS.findIndex((b) => late >= b.fromDays && late <= b.toDays);
    if (index < 0) current = current.plus(balance);
    else sums[index] = (sums[index] ?? toDecimal(0)).plus(balance);
  }
  const buckets = AGING_BUCKETS.map((b, i) => ({ name: b.name, value: roundMoney(sums[i] ?? 0) }));
  const balance = buckets.reduce((sum, b) => sum.plus(b.value), credit.plus(current));
  return { unappliedCredit: roundMoney(credit), current: roundMoney(current), buckets, balance: roundMoney(balance) };
}
