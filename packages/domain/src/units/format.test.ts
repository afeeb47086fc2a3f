import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPlain, formatQuantity } from './format';

describe('formatCurrency', () => {
  it('prints en-US dollars with cents', () => {
    expect(formatCurrency('1234.5')).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency('1234567.891')).toBe('$1,234,567.89');
    expect(formatCurrency(-3)).toBe('-$3.00');
    expect(formatCurrency('-0.001')).toBe('$0.00');
  });
  it('prints -.-- when the amount is missing', () => {
    expect(formatCurrency(null)).toBe('-.--');
    expect(formatCurrency(undefined)).toBe('-.--');
  });
});

describe('formatQuantity and formatPlain', () => {
  it('shows quantities with 2 decimals', () => {
    expect(formatQuantity(3)).toBe('3.00');
    expect(formatQuantity('0.125')).toBe('0.13');
    expect(formatQuantity('1234.5')).toBe('1234.50');
  });
  it('prints message numbers plainly', () => {
    expect(formatPlain('7.00')).toBe('7');
    expect(formatPlain(1.5)).toBe('1.5');
    expect(formatPlain('0.0000001')).toBe('0.0000001');
  });
});
