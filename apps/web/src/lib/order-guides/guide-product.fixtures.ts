import type { Product } from '@storefront/contract';

/** A product for guide-line tests: sold by the case (any quantity) and by the each in multiples of 6. */
export const guideTestProduct = (over: Partial<Product> = {}): Product =>
  ({
    productKey: 7,
    pricingUM: 'CS',
    sellBys: [
      { unitOfMeasure: 'CS', isPricing: true, sellByMultiple: 0, stockConversion: 1 },
      { unitOfMeasure: 'EA', isPricing: false, sellByMultiple: 6, stockConversion: 1 },
    ],
    priceBys: [],
    defaultQuantity: null,
    ...over,
  }) as unknown as Product;
