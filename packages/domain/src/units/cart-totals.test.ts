import { describe, expect, it } from 'vitest';
import { cartTotals, lineCaseQuantity } from './cart-totals';
import { BEEF, GLOVES, SODA } from './product.fixtures';
import type { DecimalQuantity } from './quantity';

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

const byUnit = (totals: readonly DecimalQuantity[]) => totals.map((q) => `${q.value.toFixed(2)} ${q.unit}`);

describe('cartTotals', () => {
  const beef = { ...BEEF, stockUnit: 'LB' };
  const soda = { ...SODA, stockUnit: 'EA' };
  const gloves = { ...GLOVES, stockUnit: 'EA' };
  const lines = [
    { quantity: { value: 1, unit: 'CS' }, extension: '99.60', product: beef },
    { quantity: { value: 6, unit: 'EA' }, extension: 7.5, product: soda },
    { quantity: { value: '2.5', unit: 'EA' }, extension: '0.31', product: gloves },
    { quantity: { value: '10', unit: 'LB' }, extension: '24.90', product: beef },
  ];
  it('counts lines and sums extensions', () => {
    const t = cartTotals(lines);
    expect(t.lineCount).toBe(4);
    expect(t.totalExtension?.toFixed(2)).toBe('132.31');
  });
  it('totals cases by converting every line to cases', () => {
    expect(cartTotals(lines).totalCaseQuantity.toFixed(2)).toBe('1.75'); // 1 CS + 6/12 CS + none + 10/40 CS
  });
  it('never adds two units: items per stock unit, the order as ordered per sell-by unit', () => {
    const t = cartTotals(lines);
    // Naive sums would be 58.50 (40 LB + 6 EA + 2.5 EA + 10 LB) and 19.50 (1 CS + 6 EA + 2.5 EA + 10 LB).
    expect(byUnit(t.totalItemsQuantity)).toEqual(['8.50 EA', '50.00 LB']);
    expect(byUnit(t.totalOrderQuantity)).toEqual(['1.00 CS', '8.50 EA', '10.00 LB']);
  });
  it('has no total extension when any line lacks one', () => {
    const unpriced = { quantity: { value: 1, unit: 'CS' }, extension: null, product: soda };
    expect(cartTotals([...lines, unpriced]).totalExtension).toBeNull();
  });
  it('totals an empty cart to zero', () => {
    const t = cartTotals([]);
    expect([t.lineCount, t.totalExtension?.toFixed(2), t.totalCaseQuantity.toFixed()]).toEqual([0, '0.00', '0']);
    expect([t.totalItemsQuantity, t.totalOrderQuantity]).toEqual([[], []]);
  });
});
