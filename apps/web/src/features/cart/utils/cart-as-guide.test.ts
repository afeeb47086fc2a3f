import type { CartLine } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { cartLinesAsGuide, savedGuideHref } from './cart-as-guide';

const line = (productKey: number, value: string, unit: string) =>
  ({ productKey, quantity: { value, unit } }) as CartLine;

describe('cartLinesAsGuide', () => {
  it('takes every line with its quantity and unit, in cart order', () => {
    expect(cartLinesAsGuide([line(5, '2.00', 'CS'), line(3, '1.50', 'LB')])).toEqual([
      { productKey: 5, orderQuantity: '2.00', unitOfMeasure: 'CS' },
      { productKey: 3, orderQuantity: '1.50', unitOfMeasure: 'LB' },
    ]);
  });

  it('adds up lines of one product in one unit and keeps the first unit of a product', () => {
    expect(cartLinesAsGuide([line(5, '2.00', 'CS'), line(5, '1.00', 'EA'), line(5, '3.00', 'CS')])).toEqual([
      { productKey: 5, orderQuantity: '5.00', unitOfMeasure: 'CS' },
    ]);
  });

  it('links to the products page filtered by the guide', () => {
    expect(savedGuideHref('Bar & Grill')).toBe('/products/#og=Bar%20%26%20Grill');
  });
});
