import { describe, expect, it } from 'vitest';
import type { Product } from '@storefront/contract';
import { addToCartLabel, detailFields, fieldLabel, unitRows } from './product-details';

const product = {
  productCode: '180006',
  formattedProductCode: '180-006',
  brand: 'Harbor Classic',
  additional: {
    k0: '180006',
    k1: 'Harbor Classic',
    storage: 'Refrigerated',
    shelfLife: '21 days',
    packSize: '4/1 GAL',
    origin: '',
  },
  stockUnit: 'LB',
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 40, isPricing: false },
    { unitOfMeasure: 'LB', sellByMultiple: 5, stockConversion: 1, isPricing: true },
  ],
} as unknown as Product;

describe('product details', () => {
  it('lists code, brand, then the known fields in order and the rest by name, skipping blanks and k0/k1', () => {
    expect(detailFields(product)).toEqual([
      { label: 'Product Code', value: '180-006' },
      { label: 'Brand', value: 'Harbor Classic' },
      { label: 'Pack Size', value: '4/1 GAL' },
      { label: 'Storage', value: 'Refrigerated' },
      { label: 'Shelf Life', value: '21 days' },
    ]);
  });
  it('labels unknown keys readably', () => {
    expect(fieldLabel('kosher_flag')).toBe('Kosher Flag');
    expect(fieldLabel('countryOfOrigin')).toBe('Country Of Origin');
  });
  it('describes each sell-by unit', () => {
    expect(unitRows(product)).toEqual([
      { unit: 'CS', contains: '40 LB', multiple: 'Any' },
      { unit: 'LB', contains: '', multiple: 'Multiples of 5' },
    ]);
  });
  it("reads a catch-weight product's units as average weights", () => {
    const salmon = { ...product, catchWeight: { averageWeight: '40.00', weightUnit: 'LB', unitOfMeasure: 'CS' } };
    expect(unitRows(salmon)).toEqual([
      { unit: 'CS', contains: 'Avg 40 LB', multiple: 'Any' },
      { unit: 'LB', contains: '', multiple: 'Multiples of 5' },
    ]);
  });
  it('puts the price on the button only when there is one', () => {
    expect(addToCartLabel('$29.14 / CS')).toBe('Add To Cart - $29.14 / CS');
    expect(addToCartLabel(null)).toBe('Add To Cart');
  });
});
