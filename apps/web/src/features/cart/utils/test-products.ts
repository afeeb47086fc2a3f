import type { Product } from '@storefront/contract';

/** Products for the unit tests, with numbers that can be checked by hand. Not used by the app. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    productKey: 14,
    productCode: '220001',
    formattedProductCode: '22-0001',
    description: 'Ground Beef 80/20',
    catalogDescription: '',
    brand: 'Ranch',
    additional: {},
    categoryDescription: 'Beef',
    mainCategoryDescription: 'Meat',
    productCategoryCode: 'BF',
    productMainCategoryCode: 'MT',
    productSequence: 1,
    warehouseCode: '01',
    listImage: null,
    cardImage: null,
    mobileImage: null,
    thumbnailImage: null,
    detailImages: [],
    scanDocuments: [],
    stockUnit: 'LB',
    // A 40 lb case priced per LB; LB sold in multiples of 5.
    pricingUM: 'LB',
    sellBys: [
      { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 40, isPricing: false },
      { unitOfMeasure: 'LB', sellByMultiple: 5, stockConversion: 1, isPricing: true },
    ],
    priceBys: [
      { unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 3 },
      { unitOfMeasure: 'CS', stockConversion: 40, priceDecimals: 2 },
    ],
    defaultQuantity: { orderQuantity: 1, unitOfMeasure: 'CS' },
    isExcluded: false,
    catchWeight: null,
    ...overrides,
  };
}
