import { describe, expect, it } from 'vitest';
import type { OrderGuideProduct } from '@storefront/contract';
import { guideTestProduct } from '../../../lib/order-guides/guide-product.fixtures';
import { createLines, patchLines, selectionErrors, selectionOf } from './guide-edit';

const product = (productKey: number) => guideTestProduct({ productKey });

const saved: OrderGuideProduct[] = [
  { productKey: 1, orderQuantity: 2, unitOfMeasure: 'CS', sequence: 1 },
  { productKey: 2, orderQuantity: 6, unitOfMeasure: 'EA', sequence: 2 },
  { productKey: 3, orderQuantity: 1, unitOfMeasure: 'CS', sequence: 3 },
];

describe('order guide editing', () => {
  it('starts from the saved lines of the products still listed', () => {
    const selection = selectionOf(saved, [product(1), product(3), product(2)]);
    expect([...selection.keys()]).toEqual([1, 2, 3]);
    expect(selectionOf(saved, [product(1)]).size).toBe(1);
    expect(selection.get(2)!.draft).toEqual({ quantityText: '6', unit: 'EA' });
  });

  it('patches unchecked products as deletes and new or changed ones with sequence -1, sending nothing unchanged', () => {
    const selection = new Map(selectionOf(saved, [product(1), product(2), product(3)]));
    selection.delete(3);
    selection.set(2, { product: product(2), draft: { quantityText: '12', unit: 'EA' } });
    selection.set(4, { product: product(4), draft: { quantityText: '1', unit: 'CS' } });
    expect(patchLines(saved, selection)).toEqual([
      { productKey: 3, orderQuantity: 1, unitOfMeasure: 'CS', isDelete: true },
      { productKey: 2, orderQuantity: 12, unitOfMeasure: 'EA', sequence: -1 },
      { productKey: 4, orderQuantity: 1, unitOfMeasure: 'CS', sequence: -1 },
    ]);
  });

  it('creates with every checked line in order, and reports lines breaking the multiple rule', () => {
    const selection = new Map([
      [4, { product: product(4), draft: { quantityText: '7', unit: 'EA' } }],
      [1, { product: product(1), draft: { quantityText: '2', unit: 'CS' } }],
    ]);
    expect(createLines(selection).map((l) => l.productKey)).toEqual([4, 1]);
    expect(selectionErrors(selection)).toEqual(new Map([[4, 'Invalid quantity of 7. Please enter a multiple of 6']]));
  });
});
