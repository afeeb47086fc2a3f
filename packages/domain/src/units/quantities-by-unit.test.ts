import { describe, expect, it } from 'vitest';
import { formatQuantitiesByUnit, quantitiesByUnit, totalInOneUnit } from './quantities-by-unit';

const cart = [
  { value: '40', unit: 'LB' },
  { value: 2, unit: 'CS' },
  { value: '6.00', unit: 'EA' },
  { value: '10', unit: 'CS' },
  { value: '0.5', unit: 'LB' },
];

describe('quantitiesByUnit', () => {
  it('sums each unit apart, never across units, in alphabetical order of the units', () => {
    expect(quantitiesByUnit(cart).map((q) => [q.value.toFixed(), q.unit])).toEqual([
      ['12', 'CS'],
      ['6', 'EA'],
      ['40.5', 'LB'],
    ]);
  });
  it('reads the same whatever the order of the lines', () => {
    expect(quantitiesByUnit([...cart].reverse()).map((q) => q.unit)).toEqual(['CS', 'EA', 'LB']);
  });
  it('keeps the sums exact', () => {
    expect(
      quantitiesByUnit([
        { value: '0.125', unit: 'LB' },
        { value: '0.125', unit: 'LB' },
      ])[0]?.value.toFixed(),
    ).toBe('0.25');
  });
  it('has no units for no quantities', () => {
    expect(quantitiesByUnit([])).toEqual([]);
  });
});

describe('formatQuantitiesByUnit', () => {
  it("shows every unit's total with 2 decimals, not one sum of cases, eaches and pounds", () => {
    // A naive sum of the values would read '58.50'.
    expect(formatQuantitiesByUnit(cart)).toBe('12.00 CS, 6.00 EA, 40.50 LB');
  });
  it('shows one unit alone, rounds half-up to 2 decimals, and 0.00 for nothing', () => {
    expect(formatQuantitiesByUnit([{ value: '1.005', unit: 'LB' }])).toBe('1.01 LB');
    expect(formatQuantitiesByUnit([])).toBe('0.00');
  });
});

describe('totalInOneUnit', () => {
  it('is the sum when every quantity is in one unit, 0 for none', () => {
    expect(
      totalInOneUnit([
        { value: 2, unit: 'CS' },
        { value: '1.50', unit: 'CS' },
      ])?.toFixed(),
    ).toBe('3.5');
    expect(totalInOneUnit([])?.toFixed()).toBe('0');
  });
  it('is null when the quantities are in several units', () => {
    expect(totalInOneUnit(cart)).toBeNull();
  });
});
