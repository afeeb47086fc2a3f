import { type Decimal, toDecimal } from '../units/decimal';

export interface RunningRow {
  invoiceDate: string;
  /** Signed: credits are negative, so they subtract. */
  initial: string;
  /** Ties on the date keep the ledger's order: a smaller sequence is older. */
  sequence: number;
}

/**
 * Spec 2 §2 Account Details: the running balance accumulates from the oldest row and
 * credits subtract. Answers each row's running balance by its index in `rows`, whatever
 * order the table shows them in.
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
