import { describe, expect, it } from 'vitest';
import type { CartWriteResult, OrderView } from '@storefront/contract';
import { reorderOutcome, reorderPayload, reorderRows } from './reorder';

const line = (productKey: number, code: string, unit = 'CS'): OrderView['lines'][number] => ({
  productKey,
  productCode: code,
  description: `Item ${code}`,
  quantity: '2.00',
  unit,
  priceUnit: 'LB',
  unitPrice: '3.25',
  extension: '6.50',
  productText1: '',
  productText2: '',
  estimatedWeight: null,
  shippedQuantity: null,
  actualWeight: null,
  invoicedExtension: null,
  shippedProduct: null,
});

const order = { lines: [line(1, '100001'), line(2, '100002', 'EA'), line(3, '100003')] } as OrderView;

describe('reorder', () => {
  it('sends each line in its unit, quantity and price unit', () => {
    expect(reorderPayload(line(7, 'X'))).toEqual({
      productKey: 7,
      unitOfMeasure: 'CS',
      orderQuantity: '2.00',
      unitOfMeasure_Prc: 'LB',
    });
  });

  it("marks the lines the cart's pre-check refuses with its message", () => {
    const check = {
      errors: [
        {
          cartLineItem: reorderPayload(line(2, '100002', 'EA')),
          isSuccess: false,
          message: 'Product is not available',
          errors: [],
          code: 'ProductUnavailable',
        },
      ],
    } as unknown as CartWriteResult;
    expect(reorderRows(order, check).map((r) => r.refusal)).toEqual([null, 'Product is not available', null]);
  });

  it('names the skipped lines', () => {
    expect(reorderOutcome(2, [])).toEqual({ message: '2 Product(s) Added To Cart', variant: 'success' });
    expect(reorderOutcome(2, [line(2, '100002')])).toEqual({
      message: '2 Product(s) Added To Cart. Not available, skipped: 100002 Item 100002',
      variant: 'warning',
    });
  });
});
