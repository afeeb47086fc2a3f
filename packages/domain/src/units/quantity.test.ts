import { describe, expect, it } from 'vitest';
import { BEEF, SODA } from './product.fixtures';
import { addQuantities, compareQuantities, convertQuantity, subtractQuantities, sumQuantities } from './quantity';
import { UnitMismatchError, UnknownUnitError } from './unit-errors';

describe('convertQuantity', () => {
  it('converts through stock units: 1 CS of beef = 40 LB', () => {
    const lb = convertQuantity({ value: 1, unit: 'CS' }, 'LB', BEEF);
    expect(lb.unit).toBe('LB');
    expect(lb.value.toFixed()).toBe('40');
  });
  it('converts down to a fraction without rounding: 6 EA = 0.5 CS, 1 EA = 1/12 CS', () => {
    expect(convertQuantity({ value: 6, unit: 'EA' }, 'CS', SODA).value.toFixed()).toBe('0.5');
    // Kept to 34 decimal places, not rounded to a quantity's 2 or a conversion's 4: times 12 it is 1 to 30 decimals.
    // (Products are exact, so this one is 0.99…96: only an explicit rounding makes it 1.)
    expect(convertQuantity({ value: 1, unit: 'EA' }, 'CS', SODA).value.times(12).toFixed(30)).toBe(
      `1.${'0'.repeat(30)}`,
    );
  });
  it('accepts string values and leaves same-unit quantities alone', () => {
    expect(convertQuantity({ value: '2.50', unit: 'LB' }, 'LB', BEEF).value.toFixed()).toBe('2.5');
  });
  it('refuses a unit the product does not have', () => {
    expect(() => convertQuantity({ value: 1, unit: 'CS' }, 'BX', SODA)).toThrow(UnknownUnitError);
  });
});

describe('quantity arithmetic', () => {
  it('adds and subtracts in one unit', () => {
    expect(addQuantities({ value: '1.10', unit: 'CS' }, { value: 2.2, unit: 'CS' }).value.toFixed()).toBe('3.3');
    expect(subtractQuantities({ value: 5, unit: 'EA' }, { value: 2, unit: 'EA' }).value.toFixed()).toBe('3');
    expect(sumQuantities([], 'CS').value.toFixed()).toBe('0');
  });
  it('throws UnitMismatchError across units', () => {
    expect(() => addQuantities({ value: 1, unit: 'CS' }, { value: 40, unit: 'LB' })).toThrow(UnitMismatchError);
    expect(() => compareQuantities({ value: 1, unit: 'CS' }, { value: 1, unit: 'EA' })).toThrow(UnitMismatchError);
    expect(() => sumQuantities([{ value: 1, unit: 'EA' }], 'CS')).toThrow(UnitMismatchError);
  });
  it('adds after converting', () => {
    const lb = convertQuantity({ value: 1, unit: 'CS' }, 'LB', BEEF);
    expect(addQuantities(lb, { value: 5, unit: 'LB' }).value.toFixed()).toBe('45');
  });
});
