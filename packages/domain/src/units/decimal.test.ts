import { describe, expect, it } from 'vitest';
import { roundConversion, roundMoney, roundPrice, roundQuantity, toDecimal } from './decimal';

describe('rounding', () => {
  it('rounds money half-up at .005', () => {
    expect(roundMoney('0.005').toFixed(2)).toBe('0.01');
    expect(roundMoney('1.004').toFixed(2)).toBe('1.00');
    expect(roundMoney('2.675').toFixed(2)).toBe('2.68'); // 2.675 as a float is 2.67499...
    expect(roundMoney('-0.005').toFixed(2)).toBe('-0.01');
  });
  it('avoids binary float error', () => {
    expect(toDecimal(0.1).plus(0.2).toFixed()).toBe('0.3');
  });
  it('keeps quantities at 2 decimals, conversions at 4, prices at their decimals', () => {
    expect(roundQuantity('1.255').toFixed()).toBe('1.26');
    expect(roundConversion('0.08335').toFixed()).toBe('0.0834');
    expect(roundPrice('0.12345').toFixed()).toBe('0.1235');
    expect(roundPrice('0.125', 2).toFixed()).toBe('0.13');
  });
  it('refuses values that are not finite numbers', () => {
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal('abc')).toThrow();
  });
});
