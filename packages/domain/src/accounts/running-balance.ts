import { type Decimal, type DecimalInput, toDecimal } from '../units/decimal';

export interface RunningRow {
  invoiceDate: string;
  /** Signed: credits are negative, so they subtract. */
  initial: string;
  /** Ties on the date keep the ledger's order: a smaller sequence is older. */
  sequence: number;
}

/**
 * The account details' Balance Forward row: not an A/R item (its record type, 0, is none of
 * spec 2 §3's) but the balance of every item older than the rows shown, as their first row.
 * Its sequence comes before every item's (item ids start at 1), so on its date it sorts first.
 */
export const BALANCE_FORWARD = { recordType: 0, label: 'Balance Forward', sequence: 0 } as const;

export function isBalanceForward(row: { recordType: number }): boolean {
  return row.recordType === BALANCE_FORWARD.recordType;
}

/**
 * The one rule of the account's balance: it is the ledger, every item's initial amount
 * (credits negative) dated on or before the day. An item's open balance only moves when
 * an amount of another item of the ledger is applied to it (a payment's check, a credit
 * memo), so the open balances always add up to the same figure: the summary's balance
 * (which ages the open items) is the last running balance of the details, and a credit
 * or adjustment that is not applied to anything stays open, counting from its date.
 */
export function ledgerBalance(items: readonly { initial: DecimalInput }[]): Decimal {
  return items.reduce<Decimal>((sum, item) => sum.plus(toDecimal(item.initial)), toDecimal(0));
}

/** What the open items add up to: equal to the ledger balance in a ledger that reconciles. */
export function openBalance(items: readonly { balance: DecimalInput }[]): Decimal {
  return items.reduce<Decimal>((sum, item) => sum.plus(toDecimal(item.balance)), toDecimal(0));
}

/** Whether every amount applied from one item went to another item of the ledger (nothing applied to nothing). */
export function ledgerReconciles(items: readonly { initial: DecimalInput; balance: DecimalInput }[]): boolean {
  return ledgerBalance(items).eq(openBalance(items));
}

/**
 * Spec 2 §2 Account Details: the running balance accumulates from the oldest row and
 * credits subtract. Answers each row's running balance by its index in `rows`, whatever
 * order the table shows them in. Rows that start later than the ledger start from a
 * Balance Forward row (the ledger balance before them), so the last running balance is
 * the ledger balance on the last row's date.
 */
export function runningBalances(rows: readonly RunningRow[]): Decimal[] {
  const order = rows.map((_, i) => i);
  order.sort((a, b) => {
    const ra = rows[a] as RunningRow;
    const rb = rows[b] as RunningRow;
    return ra.invoiceDate < rb.invoiceDate ? -1 : ra.invoiceDate > rb.invoiceDate ? 1 : ra.sequence - rb.sequence;
  });
  const result: Decimal[] = new Array<Decimal>(rows.length);
  let sum = toDecimal(0);
  for (const i of order) {
    sum = sum.plus((rows[i] as RunningRow).initial);
    result[i] = sum;
  }
  return result;
}
