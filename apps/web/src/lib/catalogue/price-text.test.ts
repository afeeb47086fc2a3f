import { describe, expect, it } from 'vitest';
import { formatPricePerUnit, formatUnitPrice } from './price-text';

describe('formatUnitPrice', () => {
  it("keeps the unit's decimals and groups thousands", () => {
    expect(formatUnitPrice('4.080')).toBe('$4.080');
    expect(formatUnitPrice('29.14')).toBe('$29.14');
    expect(formatUnitPrice('1234567.5')).toBe('$1,234,567.5');
    expect(formatUnitPrice('12')).toBe('$12');
  });
  it("shows '-.--' for a missing or unreadable price and never '-$0'", () => {
    expect(formatUnitPrice(null)).toBe('-.--');
    expect(formatUnitPrice(undefined)).toBe('-.--');
    expect(formatUnitPrice('abc')).toBe('-.--');
    expect(formatUnitPrice('-3.50')).toBe('-$3.50');
    expect(formatUnitPrice('-0.00')).toBe('$0.00');
  });
  it('names the unit only when there is a price', () => {
    expect(formatPricePerUnit('29.14', 'CS')).toBe('$29.14 / CS');
    expect(formatPricePerUnit(null, 'CS')).toBe('-.--');
  });
});
