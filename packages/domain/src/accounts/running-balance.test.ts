import { describe, expect, it } from 'vitest';
import { runningBalances } from './running-balance';

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
});
