import { describe, expect, it } from 'vitest';
import { guideLineError, guideLinePayload, startingGuideLine } from './guide-line';
import { guideTestProduct } from './guide-product.fixtures';

const product = guideTestProduct;

describe('order guide lines', () => {
  it('start at 1 in the pricing unit, at the default quantity, or at the multiple of the unit', () => {
    expect(startingGuideLine(product())).toEqual({ quantityText: '1', unit: 'CS' });
    expect(startingGuideLine(product({ defaultQuantity: { orderQuantity: 3, unitOfMeasure: 'CS' } }))).toEqual({
      quantityText: '3',
      unit: 'CS',
    });
    expect(startingGuideLine(product({ defaultQuantity: { orderQuantity: 0, unitOfMeasure: 'EA' } }))).toEqual({
      quantityText: '6',
      unit: 'EA',
    });
  });

  it("refuse a quantity that is not a multiple of the unit's multiple, and a unit the product is not sold in", () => {
    expect(guideLineError(product(), { quantityText: '2.5', unit: 'CS' })).toBeNull();
    expect(guideLineError(product(), { quantityText: '8', unit: 'EA' })).toBe(
      'Invalid quantity of 8. Please enter a multiple of 6',
    );
    expect(guideLineError(product(), { quantityText: '12', unit: 'EA' })).toBeNull();
    expect(guideLineError(product(), { quantityText: '1', unit: 'LB' })).toBe('Product has no Sell By U/M');
  });

  it('send the typed quantity as a number', () => {
    expect(guideLinePayload(7, { quantityText: '12', unit: 'EA' })).toEqual({
      productKey: 7,
      orderQuantity: 12,
      unitOfMeasure: 'EA',
    });
  });
});
