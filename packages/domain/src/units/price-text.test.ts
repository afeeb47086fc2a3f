import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';
import {
  cartLineConversionText,
  decimalsOfText,
  formatFixedPricePer,
  formatPricePer,
  productConversionText,
  quotedPriceDecimals,
} from './price-text';
import type { ProductUnits } from './product-units';
import { BEEF, SODA } from './product.fixtures';

/** Catch-weight cheese: stock LB, a 12 LB case sold by the case, priced per LB at 3 decimals. */
const CHEESE: ProductUnits = {
  pricingUM: 'LB',
  sellBys: [{ unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 12, isPricing: false }],
  priceBys: [{ unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 3 }],
};

describe('formatPrice', () => {
  it("prints the unit's decimals, half-up, grouped", () => {
    expect(formatPrice('16.661', 3)).toBe('$16.661');
    expect(formatPrice('199.932', 2)).toBe('$199.93');
    expect(formatPrice('82.14', 3)).toBe('$82.140');
    expect(formatPrice('1234.5', 2)).toBe('$1,234.50');
    expect(formatPrice('0.125', 2)).toBe('$0.13');
    expect(formatPrice('-0.001', 2)).toBe('$0.00');
    expect(formatPrice(null, 2)).toBe('-.--');
  });
  it('names the unit only after a price', () => {
    expect(formatPricePer('29.1', 'CS', 2)).toBe('$29.10 / CS');
    expect(formatPricePer(undefined, 'CS', 2)).toBe('-.--');
  });
  it('keeps the decimals a fixed price carries: 3 per LB, 2 per CS', () => {
    expect(formatFixedPricePer('2.950', 'LB')).toBe('$2.950 / LB');
    expect(formatFixedPricePer('1234.50', 'CS')).toBe('$1,234.50 / CS');
    expect(formatFixedPricePer('-0.00', 'EA')).toBe('$0.00 / EA');
  });
});

describe('quotedPriceDecimals', () => {
  it("uses a price-by unit's own decimals, 4 when unset", () => {
    expect(quotedPriceDecimals(CHEESE, 'LB')).toBe(3);
    expect(quotedPriceDecimals(BEEF, 'CS')).toBe(2);
    expect(quotedPriceDecimals(SODA, 'EA')).toBe(4);
  });
  it('reads a unit that is only sold (restated from the pricing unit) in cents', () => {
    expect(quotedPriceDecimals(CHEESE, 'CS')).toBe(2);
  });
});

describe('conversion text', () => {
  it('shows 2 CS of 12 LB at $16.661 / LB: 24 x 16.661 = 399.864 -> $399.86', () => {
    expect(productConversionText({ value: 2, unit: 'CS' }, 'LB', '16.661', CHEESE)).toBe(
      '≈ 24.00 LB × $16.661 / LB = $399.86',
    );
  });
  it('is null when the line is priced in the unit it is sold in', () => {
    expect(productConversionText({ value: 2, unit: 'CS' }, 'CS', '10', BEEF)).toBeNull();
  });
  it('shows 6 EA of a 12 EA case at $15.00 / CS: 0.5 x 15 = $7.50', () => {
    expect(productConversionText({ value: 6, unit: 'EA' }, 'CS', '15', SODA)).toBe('≈ 0.50 CS × $15.00 / CS = $7.50');
  });
  it('reads a cart line from its priceConversion, keeping the decimals the server sent', () => {
    const line = {
      quantity: { value: '2.00', unit: 'CS' },
      unitPrice: { factor: '16.661', from: 'LB' },
      priceConversion: { factor: '12.0000' },
      extension: '399.86',
    };
    expect(cartLineConversionText(line)).toBe('≈ 24.00 LB × $16.661 / LB = $399.86');
    expect(cartLineConversionText({ ...line, quantity: { value: '1.00', unit: 'LB' } })).toBeNull();
    expect(decimalsOfText('82.14')).toBe(2);
    expect(decimalsOfText('12')).toBe(0);
  });
});
