import { describe, expect, it } from 'vitest';
import { ageItems, daysPastDue } from './aging';

const names = (a: ReturnType<typeof ageItems>) => a.buckets.map((b) => [b.name, b.value.toFixed(2)]);

describe('aging by due date', () => {
  it('puts each open debit in the bucket of its days past due and credits in unapplied credit', () => {
    const aging = ageItems(
      [
        { dueDate: '2026-11-23', balance: '100.00' }, // due today: current
        { dueDate: '2026-12-20', balance: '50.50' }, // future: current
        { dueDate: '2026-11-22', balance: '10.00' }, // 1 day late
        { dueDate: '2026-10-24', balance: '20.00' }, // 30 days
        { dueDate: '2026-10-23', balance: '30.00' }, // 31 days
        { dueDate: '2026-09-24', balance: '40.00' }, // 60 days
        { dueDate: '2026-08-25', balance: '60.00' }, // 90 days
        { dueDate: '2026-08-24', balance: '91.00' }, // 91 days
        { dueDate: '2025-01-01', balance: '9.00' },
        { dueDate: '2026-01-01', balance: '0.00' }, // closed
        { dueDate: '2026-11-01', balance: '-25.25' }, // credit memo
        { dueDate: '2026-11-20', balance: '-100.00' }, // payment on account
      ],
      '2026-11-23',
    );
    expect(aging.current.toFixed(2)).toBe('150.50');
    expect(names(aging)).toEqual([
      ['1-30', '30.00'],
      ['31-60', '70.00'],
      ['61-90', '60.00'],
      ['Over 90', '100.00'],
    ]);
    expect(aging.unappliedCredit.toFixed(2)).toBe('-125.25');
    expect(aging.balance.toFixed(2)).toBe('285.25');
  });

  it('adds up for an empty ledger', () => {
    const aging = ageItems([], '2026-11-23');
    expect(aging.balance.toFixed(2)).toBe('0.00');
    expect(names(aging).map(([n]) => n)).toEqual(['1-30', '31-60', '61-90', 'Over 90']);
  });

  it('counts days across month and year ends', () => {
    expect(daysPastDue('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysPastDue('2026-03-01', '2026-02-28')).toBe(-1);
  });
});
