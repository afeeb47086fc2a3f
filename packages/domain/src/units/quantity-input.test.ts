import { describe, expect, it } from 'vitest';
import { parseQuantityInput, sanitizeQuantityText, stepQuantity } from './quantity-input';

describe('quantity input', () => {
  it('strips non-digits, keeps one point and 2 decimals', () => {
    expect(sanitizeQuantityText('12abc')).toBe('12');
    expect(sanitizeQuantityText('-3')).toBe('3');
    expect(sanitizeQuantityText('1.2.3')).toBe('1.23');
    expect(sanitizeQuantityText('1.239')).toBe('1.23');
    expect(sanitizeQuantityText('1,000')).toBe('1000');
  });
  it('reads blank as 0 and never negative', () => {
    expect(parseQuantityInput('').toFixed()).toBe('0');
    expect(parseQuantityInput('abc').toFixed()).toBe('0');
    expect(parseQuantityInput(null).toFixed()).toBe('0');
    expect(parseQuantityInput(-2).toFixed()).toBe('0');
    expect(parseQuantityInput('2.5').toFixed()).toBe('2.5');
    expect(parseQuantityInput(1.005).toFixed()).toBe('1.01');
  });
});

describe('stepQuantity', () => {
  it('steps by 1 when no multiple applies and stops at 0', () => {
    expect(stepQuantity(2, 0, 'up').toFixed()).toBe('3');
    expect(stepQuantity(1, null, 'down').toFixed()).toBe('0');
    expect(stepQuantity(0, null, 'down').toFixed()).toBe('0');
    expect(stepQuantity('1.5', null, 'up').toFixed()).toBe('2');
  });
  it('steps by the multiple, landing on multiples', () => {
    expect(stepQuantity(6, 6, 'up').toFixed()).toBe('12');
    expect(stepQuantity(12, 6, 'down').toFixed()).toBe('6');
    expect(stepQuantity(7, 6, 'up').toFixed()).toBe('12');
    expect(stepQuantity(7, 6, 'down').toFixed()).toBe('6');
    expect(stepQuantity(4, 6, 'down').toFixed()).toBe('0');
    expect(stepQuantity(0, '0.25', 'up').toFixed()).toBe('0.25');
  });
});
