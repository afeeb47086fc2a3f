import { describe, expect, it } from 'vitest';
import type { ProductUnits } from '@storefront/domain';
import { productConversionText } from '@storefront/domain';
import { linePriceText, productPriceText, productUnitsOf, shownPriceUnit } from './price-text';

/** Catch-weight: a 40 LB case sold by the case, priced per LB at 3 decimals. */
const BEEF: ProductUnits = {
  pricingUM: 'LB',
  sellBys: [{ unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 40, isPricing: false }],
  priceBys: [{ unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 3 }],
};

describe('productPriceText', () => {
  it('shows a case price in cents even when the server restated it at more places', () => {
    expect(productPriceText(BEEF, '82.140', 'CS')).toBe('$82.14 / CS');
    expect(productPriceText(BEEF, '199.932', 'CS')).toBe('$199.93 / CS');
  });
  it('shows a pound price at the 3 decimals of LB, grouped', () => {
    expect(productPriceText(BEEF, '2.05', 'LB')).toBe('$2.050 / LB');
    expect(productPriceText(BEEF, '1234.5', 'LB')).toBe('$1,234.500 / LB');
  });
  it("reads '-.--' without a unit when there is no price", () => {
    expect(productPriceText(BEEF, null, 'CS')).toBe('-.--');
  });
});

describe('linePriceText', () => {
  it('keeps the places the server fixed for the line', () => {
    expect(linePriceText({ factor: '16.661', from: 'LB' })).toBe('$16.661 / LB');
    expect(linePriceText({ factor: '29.10', from: 'CS' })).toBe('$29.10 / CS');
  });
});

describe('catch-weight products from the wire', () => {
  const cw = { averageWeight: '40.00', weightUnit: 'LB', unitOfMeasure: 'CS' };
  it("mark the domain's conversion text 'Estimated' for a product with catchWeight, '≈' for one without", () => {
    const text = (catchWeight: typeof cw | null) =>
      productConversionText({ value: 1, unit: 'CS' }, 'LB', '2.05', productUnitsOf({ ...BEEF, catchWeight }));
    expect(text(cw)).toBe('Estimated: 40.00 LB × $2.050 / LB = $82.00');
    expect(text(null)).toBe('≈ 40.00 LB × $2.050 / LB = $82.00');
  });
  it('show the price of a catch-weight product per its weight unit, of others in the unit asked', () => {
    expect(shownPriceUnit({ catchWeight: cw }, 'CS')).toBe('LB');
    expect(shownPriceUnit({ catchWeight: null }, 'CS')).toBe('CS');
  });
});
