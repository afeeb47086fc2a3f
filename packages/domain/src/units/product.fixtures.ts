import type { ProductUnits } from './product-units';

/** Stock unit LB; a 40 lb case; priced per LB. */
export const BEEF: ProductUnits = {
  pricingUM: 'LB',
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 0, stockConversion: 40, isPricing: false },
    { unitOfMeasure: 'LB', sellByMultiple: 0, stockConversion: 1, isPricing: true },
  ],
  priceBys: [
    { unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 4 },
    { unitOfMeasure: 'CS', stockConversion: 40, priceDecimals: 2 },
  ],
  defaultQuantity: { orderQuantity: 1, unitOfMeasure: 'CS' },
};

/** Stock unit EA; a case of 12; eaches sold in sixes; priced per EA or per CS. */
export const SODA: ProductUnits = {
  pricingUM: 'EA',
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 0, stockConversion: 12, isPricing: false },
    { unitOfMeasure: 'EA', sellByMultiple: 6, stockConversion: 1, isPricing: true },
  ],
  priceBys: [
    { unitOfMeasure: 'EA', stockConversion: 1, priceDecimals: null },
    { unitOfMeasure: 'CS', stockConversion: 12, priceDecimals: 2 },
  ],
};

/** Sold only by the each, one price unit, no case. */
export const GLOVES: ProductUnits = {
  pricingUM: 'EA',
  sellBys: [{ unitOfMeasure: 'EA', sellByMultiple: 1, stockConversion: 1, isPricing: true }],
  priceBys: [{ unitOfMeasure: 'EA', stockConversion: 1, priceDecimals: 4 }],
};

export const NOT_SELLABLE: ProductUnits = {
  pricingUM: 'EA',
  sellBys: [],
  priceBys: [{ unitOfMeasure: 'EA', stockConversion: 1 }],
};

/** Catch weight: a '2/14 LB AVG' case of salmon stocked in LB (CS = 28, EA = 14), sold by the case or each, priced per LB at 3 decimals. */
export const SALMON: ProductUnits = {
  pricingUM: 'LB',
  isCatchWeight: true,
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 28, isPricing: false },
    { unitOfMeasure: 'EA', sellByMultiple: 1, stockConversion: 14, isPricing: false },
  ],
  priceBys: [{ unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 3 }],
  defaultQuantity: { orderQuantity: 1, unitOfMeasure: 'CS' },
};
