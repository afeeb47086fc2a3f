import { describe, expect, it } from 'vitest';
import { guideAddOutcome, guideCartLines, refusalsByProduct } from './guide-to-cart';

describe('adding a whole guide to the cart', () => {
  it("sends each product with the guide's quantity and unit, priced by the product's starting price-by unit", () => {
    const beef = {
      productKey: 7,
      pricingUM: 'LB',
      priceBys: [{ unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 3 }],
      sellBys: [{ unitOfMeasure: 'CS', sellByMultiple: 0, stockConversion: 40, isPricing: false }],
    };
    const lines = guideCartLines(
      [
        { productKey: 7, orderQuantity: 2, unitOfMeasure: 'CS' },
        { productKey: 9, orderQuantity: 1.5, unitOfMeasure: 'LB' },
      ] as never,
      new Map([[7, beef]]) as never,
      false,
    );
    expect(lines).toEqual([
      { productKey: 7, unitOfMeasure: 'CS', orderQuantity: 2, unitOfMeasure_Prc: 'LB' },
      // Gone from the catalogue: sent as it is, for the cart to refuse with its reason.
      { productKey: 9, unitOfMeasure: 'LB', orderQuantity: 1.5, unitOfMeasure_Prc: 'LB' },
    ]);
  });

  it('keeps the reason of each refused product by its key, and says how many were refused', () => {
    const refused = refusalsByProduct([
      {
        cartLineItem: { productKey: 9, unitOfMeasure: 'LB', orderQuantity: '1.5' },
        isSuccess: false,
        message: 'Not a multiple',
        errors: ['Not a multiple'],
        code: 'quantity',
      },
    ] as never);
    expect(refused.get(9)).toBe('Not a multiple');
    expect(refused.has(7)).toBe(false);
    expect(guideAddOutcome(3, 0)).toEqual({ message: 'Added 3 product(s) to the cart.', variant: 'success' });
    expect(guideAddOutcome(2, 1)).toEqual({
      message: 'Added 2 product(s) to the cart; 1 could not be added.',
      variant: 'warning',
    });
  });
});
