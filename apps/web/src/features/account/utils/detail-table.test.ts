import { describe, expect, it } from 'vitest';
import type { AccountDetailRow } from '@storefront/contract';
import { dateRangeError, DEFAULT_DETAIL_SORT, nextSort, searchRows, sortRows, withRunning } from './detail-table';

const row = (
  sequence: number,
  invoiceDate: string,
  initial: string,
  extra: Partial<AccountDetailRow> = {},
): AccountDetailRow => ({
  arCode: `AR${sequence}`,
  recordType: initial.startsWith('-') ? 6 : 1,
  type: initial.startsWith('-') ? 'Credit Memo' : 'Invoice',
  reference: `IN${sequence}`,
  invoiceNumber: `IN${sequence}`,
  invoiceDate,
  dueDate: invoiceDate,
  age: 0,
  initial,
  balance: initial,
  remarks: '',
  isCredit: initial.startsWith('-'),
  orderNumber: null,
  scanDocuments: [],
  sequence,
  ...extra,
});

const rows = withRunning([
  row(3, '2026-11-01', '-20.00', { remarks: 'Returned case' }),
  row(1, '2026-09-01', '100.00'),
  row(2, '2026-10-01', '50.50', { reference: 'SPECIAL-7' }),
]);

describe('account detail table', () => {
  it('runs the balance from the oldest row, credits subtracting', () => {
    expect(rows.map((r) => [r.arCode, r.running])).toEqual([
      ['AR3', '130.50'],
      ['AR1', '100.00'],
      ['AR2', '150.50'],
    ]);
  });

  it('sorts by invoice date descending by default and flips on the active column', () => {
    expect(sortRows(rows, DEFAULT_DETAIL_SORT).map((r) => r.arCode)).toEqual(['AR3', 'AR2', 'AR1']);
    const flipped = nextSort(DEFAULT_DETAIL_SORT, 'invoiceDate');
    expect(flipped).toEqual({ key: 'invoiceDate', direction: 'asc' });
    expect(sortRows(rows, flipped).map((r) => r.arCode)).toEqual(['AR1', 'AR2', 'AR3']);
    expect(nextSort(flipped, 'initial')).toEqual({ key: 'initial', direction: 'desc' });
    expect(sortRows(rows, { key: 'initial', direction: 'desc' }).map((r) => r.initial)).toEqual([
      '100.00',
      '50.50',
      '-20.00',
    ]);
  });

  it('searches reference and remarks, ignoring case', () => {
    expect(searchRows(rows, 'special').map((r) => r.arCode)).toEqual(['AR2']);
    expect(searchRows(rows, 'RETURNED').map((r) => r.arCode)).toEqual(['AR3']);
    expect(searchRows(rows, '  ')).toHaveLength(3);
  });

  it('starts a range from its Balance Forward row, which stays at the ledger start whatever the sort and leaves a search', () => {
    const forward = row(0, '2026-10-01', '-30.00', {
      arCode: 'BALANCE-FORWARD',
      recordType: 0,
      type: 'Balance Forward',
      reference: 'Balance Forward',
      remarks: 'Balance of all items before 10/01/2026',
    });
    const range = withRunning([row(3, '2026-11-01', '-20.00'), row(2, '2026-10-01', '50.50'), forward]);
    expect(range.map((r) => [r.arCode, r.running])).toEqual([
      ['AR3', '0.50'],
      ['AR2', '20.50'],
      ['BALANCE-FORWARD', '-30.00'],
    ]);
    expect(sortRows(range, DEFAULT_DETAIL_SORT).map((r) => r.arCode)).toEqual(['AR3', 'AR2', 'BALANCE-FORWARD']);
    expect(sortRows(range, { key: 'invoiceDate', direction: 'asc' }).map((r) => r.arCode)).toEqual([
      'BALANCE-FORWARD',
      'AR2',
      'AR3',
    ]);
    expect(sortRows(range, { key: 'initial', direction: 'desc' }).map((r) => r.arCode)).toEqual([
      'AR2',
      'AR3',
      'BALANCE-FORWARD',
    ]);
    expect(searchRows(range, 'balance').map((r) => r.arCode)).toEqual([]);
    expect(searchRows(range, '').map((r) => r.arCode)).toEqual(['AR3', 'AR2', 'BALANCE-FORWARD']);
  });

  it('refuses a start date after the end date', () => {
    expect(dateRangeError('2026-11-02', '2026-11-01')).toBe('The start date cannot be later than the end date.');
    expect(dateRangeError('2026-11-01', '2026-11-01')).toBeNull();
    expect(dateRangeError(null, '2026-11-01')).toBeNull();
  });
});
