import type { AccountDetailRow } from '@storefront/contract';
import { isBalanceForward, runningBalances, toDecimal } from '@storefront/domain';

/** A row with its running balance (derived: spec 2 §3). */
export interface DetailTableRow extends AccountDetailRow {
  running: string;
}

export type DetailSortKey =
  'reference' | 'invoiceDate' | 'dueDate' | 'age' | 'initial' | 'balance' | 'running' | 'remarks';
export interface DetailSort {
  key: DetailSortKey;
  direction: 'asc' | 'desc';
}

/** Spec 2 §2 and §9: invoice date, descending. */
export const DEFAULT_DETAIL_SORT: DetailSort = { key: 'invoiceDate', direction: 'desc' };

/**
 * Running balances over every row of the range, accumulated from the oldest; credits subtract.
 * A range that leaves older items out starts from its Balance Forward row (the server's), so
 * the newest row's running balance is the account's balance as of the range end.
 */
export function withRunning(rows: readonly AccountDetailRow[]): DetailTableRow[] {
  const running = runningBalances(rows);
  return rows.map((row, i) => ({ ...row, running: (running[i] ?? toDecimal(0)).toFixed(2) }));
}

/** Text search over reference and remarks, ignoring case; the Balance Forward row is no item, so a search leaves it out. */
export function searchRows<T extends Pick<AccountDetailRow, 'reference' | 'remarks' | 'recordType'>>(
  rows: readonly T[],
  text: string,
): T[] {
  const words = text.trim().toLowerCase();
  if (words === '') return [...rows];
  return rows.filter(
    (r) =>
      !isBalanceForward(r) && (r.reference.toLowerCase().includes(words) || r.remarks.toLowerCase().includes(words)),
  );
}

const NUMERIC: ReadonlySet<DetailSortKey> = new Set(['initial', 'balance', 'running']);

function compare(a: DetailTableRow, b: DetailTableRow, key: DetailSortKey): number {
  if (NUMERIC.has(key)) return toDecimal(a[key]).cmp(toDecimal(b[key]));
  if (key === 'age') return a.age - b.age;
  const x = a[key];
  const y = b[key];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Sorted by the column; ties keep ledger order (newest first when descending). The Balance
 * Forward row stays at the ledger's start whatever the column: first ascending, last descending.
 */
export function sortRows(rows: readonly DetailTableRow[], sort: DetailSort): DetailTableRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const forward = rows.filter((r) => isBalanceForward(r));
  const items = rows
    .filter((r) => !isBalanceForward(r))
    .sort((a, b) => sign * (compare(a, b, sort.key) || a.sequence - b.sequence));
  return sort.direction === 'asc' ? [...forward, ...items] : [...items, ...forward];
}

/** Clicking the active column flips its direction; another column starts descending (spec 2 §9). */
export function nextSort(current: DetailSort, key: DetailSortKey): DetailSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'desc' };
}

/** Spec 2 §2: the start date cannot be later than the end date. */
export const DATE_ORDER_MESSAGE = 'The start date cannot be later than the end date.';

export function dateRangeError(startDate: string | null, endDate: string | null): string | null {
  return startDate && endDate && startDate > endDate ? DATE_ORDER_MESSAGE : null;
}
