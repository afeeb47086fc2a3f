import { describe, expect, it } from 'vitest';
import { sameValue } from './row-diff';
import { RowReader } from './row-reader';

describe('RowReader', () => {
  it('reads decimals to their scale, and says why it cannot', () => {
    const r = new RowReader({ a: '007.5', b: '$1,234.5', c: '-0.00', d: '1.23456', e: 'abc', f: '-3', g: '' });
    expect(r.decimal('a', 2)).toBe('7.50');
    expect(r.decimal('b', 4)).toBe('1234.5000');
    expect(r.decimal('c', 2)).toBe('0.00');
    expect(r.decimal('d', 4)).toBeNull();
    expect(r.decimal('e', 2)).toBeNull();
    expect(r.decimal('f', 0, { min: 0 })).toBe('-3');
    expect(r.decimal('g', 2)).toBeNull();
    expect(r.decimal('g', 2, { required: true })).toBeNull();
    expect(r.problems).toEqual([
      { column: 'd', reason: 'has more than 4 decimals' },
      { column: 'e', reason: '"abc" is not a number' },
      { column: 'f', reason: 'must be at least 0' },
      { column: 'g', reason: 'is required' },
    ]);
  });

  it('reads ISO and US dates and refuses impossible ones', () => {
    const r = new RowReader({ a: '2026-02-28', b: '3/7/2026', c: '2026-02-30', d: '12/31/2026' });
    expect([r.date('a'), r.date('b'), r.date('c'), r.date('d')]).toEqual([
      '2026-02-28',
      '2026-03-07',
      null,
      '2026-12-31',
    ]);
    expect(r.problems).toEqual([{ column: 'c', reason: '"2026-02-30" is not a date (YYYY-MM-DD)' }]);
  });

  it('reads flags and codes, and refuses NUL characters and cells past the header', () => {
    const r = new RowReader({ a: 'yes', b: 'N', c: 'maybe', d: ' ab 1 ', e: 'x\u0000', '#7': 'extra' });
    expect([r.flag('a', false), r.flag('b', true), r.flag('c', true)]).toEqual([true, false, true]);
    expect(r.code('d', 10)).toBe('AB 1');
    expect(r.done({}).ok).toBe(false);
    expect(r.problems.map((p) => `${p.column}: ${p.reason}`)).toEqual([
      'e: contains a NUL character',
      ': an extra cell in column 7 past the header',
      'c: "maybe" is not Y or N',
      'd: must not contain spaces',
    ]);
  });
});

describe('sameValue', () => {
  it('compares stored numerics by value', () => {
    expect(sameValue('1.5000', '1.50')).toBe(true);
    expect(sameValue('1.5001', '1.50')).toBe(false);
    expect(sameValue('9999999999.9999', '9999999999.9998')).toBe(false);
    expect(sameValue(null, '')).toBe(false);
    expect(sameValue('abc', 'abc')).toBe(true);
  });
});
