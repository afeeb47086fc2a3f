import { describe, expect, it } from 'vitest';
import {
  BALANCE_FORWARD,
  isBalanceForward,
  ledgerBalance,
  ledgerReconciles,
  openBalance,
  runningBalances,
} from './running-balance';

describe('running balance', () => {
  it('accumulates from the oldest row whatever the shown order, credits subtracting', () => {
    const rows = [
      { invoiceDate: '2026-11-10', initial: '-50.00', sequence: 4 },
      { invoiceDate: '2026-10-01', initial: '100.00', sequence: 1 },
      { invoiceDate: '2026-11-10', initial: '25.00', sequence: 3 },
      { invoiceDate: '2026-10-15', initial: '200.10', sequence: 2 },
    ];
    expect(runningBalances(rows).map((d) => d.toFixed(2))).toEqual(['275.10', '100.00', '325.10', '300.10']);
  });

  it('starts a later range from its Balance Forward row, which sorts first on its date, and ends at the ledger balance', () => {
    const ledger = [
      { invoiceDate: '2026-09-01', initial: '500.00', balance: '0.00', sequence: 1 },
      { invoiceDate: '2026-09-20', initial: '-500.00', balance: '0.00', sequence: 2 },
      { invoiceDate: '2026-10-01', initial: '120.00', balance: '105.00', sequence: 3 },
      { invoiceDate: '2026-10-05', initial: '-15.00', balance: '0.00', sequence: 4 }, // applied to the invoice of 10-01
      { invoiceDate: '2026-10-10', initial: '-250.00', balance: '-250.00', sequence: 5 }, // on account: open
      { invoiceDate: '2026-10-10', initial: '80.00', balance: '80.00', sequence: 6 },
    ];
    expect(ledgerReconciles(ledger)).toBe(true);
    expect(ledgerBalance(ledger).toFixed(2)).toBe('-65.00');
    expect(openBalance(ledger).toFixed(2)).toBe('-65.00');

    const before = ledger.filter((r) => r.invoiceDate < '2026-10-05');
    const forward = {
      invoiceDate: '2026-10-05',
      initial: ledgerBalance(before).toFixed(2),
      sequence: BALANCE_FORWARD.sequence,
    };
    const range = [...ledger.filter((r) => r.invoiceDate >= '2026-10-05').reverse(), forward];
    expect(runningBalances(range).map((d) => d.toFixed(2))).toEqual(['-65.00', '-145.00', '105.00', '120.00']);
    expect(isBalanceForward({ recordType: 0 })).toBe(true);
    expect(isBalanceForward({ recordType: 8 })).toBe(false);
  });

  it('finds a credit applied to nothing: the ledger no longer reconciles', () => {
    expect(
      ledgerReconciles([
        { initial: '300.00', balance: '300.00' },
        { initial: '-15.00', balance: '0.00' },
      ]),
    ).toBe(false);
  });
});
