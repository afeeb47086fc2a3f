import { describe, expect, it } from 'vitest';
import { linePriceText } from './line-price';

describe('linePriceText', () => {
  it('names the unit the price is per, in the decimals the server fixed it to', () => {
    expect(linePriceText({ price: '2.950', priceUnit: 'LB' })).toBe('$2.950 /\u00a0LB');
    expect(linePriceText({ price: '19.20', priceUnit: 'CS' })).toBe('$19.20 /\u00a0CS');
    expect(linePriceText({ price: '1234.50', priceUnit: 'EA' })).toBe('$1,234.50 /\u00a0EA');
  });

  it('breaks only after the amount: the unit stays with its slash', () => {
    expect(linePriceText({ price: '2.950', priceUnit: 'LB' }).split(' ')).toEqual(['$2.950', '/\u00a0LB']);
  });

  it('is empty when the line has no price', () => {
    expect(linePriceText({ price: null, priceUnit: 'LB' })).toBe('');
  });
});
