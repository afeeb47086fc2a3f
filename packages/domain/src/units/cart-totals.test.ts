import { describe, expect, it } from 'vitest';
import { cartTotals, lineCaseQuantity } from './cart-totals';
import { BEEF, GLOVES, SODA } from './product.fixtures';

describe('lineCaseQuantity', () => {
  it('converts to the CS sell-by when the product has one', () => {
    expect(lineCaseQuantity({ value: 6, unit: 'EA' }, SODA).toFixed()).toBe('0.5');
    expect(lineCaseQuantity({ value: 2, unit: 'CS' }, SODA).toFixed()).toBe('2');
    expect(lineCaseQuantity({ value: 10, unit: 'LB' }, BEEF).toFixed()).toBe('0.25');
    expect(lineCaseQuantity({ value: 1, unit: 'EA' }, SODA).toFixed()).toBe('0.08');
  });
  it('is 0 for a product not sold by the case', () => {
    expect(lineCaseQuantity({ value: 5, unit: 'EA' }, GLOVES).toFixed()).toBe('0');
  });
});

describe('cartTotals', () => {
  const lines = [
    { quantity: { value: 1, unit: 'CS' }, extension: '99.60', product: BEEF },
    { quantity: { value: 6, unit: 'EA' }, extension: 7.5, product: SODA },
    { quantity: { value: '2.5', unit: 'EA' }, extension: '0.31', product: GLOVES },
  ];
  it('counts lines and sums extensions and quantities', () => {
    const t = cartTotals(lines);
    expect(t.lineCount).toBe(3);
    expect(t.totalExtension?.toFixed(2)).toBe('107.41');
    expect(t.totalCaseQuantity.toFixed(2)).toBe('1.50'); // 1 CS + 0.5 CS + none
    expect(t.totalItemsQuantity.toFixed(2)).toBe('9.50'); // 1 + 6 + 2.5 in their own units
    expect(t.totalOrderQuantity.toFixed(2)).toBe('48.50'); // 40 LB + 6 EA + 2.5 EA in stock units
  });
  it('has no total extension when any line lacks one', () => {
    const unpriced = { quantity: { value: 1, unit: 'CS' }, extension: null, product: SODA };
    expect(cartTotals([...lines, unpriced]).totalExtension).toBeNull();
  });
  it('totals an empty cart to zero', () => {
    const t = cartTotals([]);
    expect([t.lineCount, t.totalExtension?.toFixed(2), t.totalCaseQuantity.toFixed()]).toEqual([0, '0.00', '0']);
  });
});
