import { describe, expect, it } from 'vitest';
import type { ProductHistoryLine } from '@storefront/contract';
import { historyOrderTotal, productHistoryNotes } from './invoiced-history';

describe('historyOrderTotal', () => {
  it('shows other orders as before', () => {
    expect(historyOrderTotal({ total: '99.60', estimatedTotal: null, invoicedTotal: null })).toEqual({
      amount: '$99.60',
      note: null,
    });
  });
  it("marks an order with catch-weight lines 'Estimated' until invoiced", () => {
    expect(historyOrderTotal({ total: '237.72', estimatedTotal: '237.72', invoicedTotal: null })).toEqual({
      amount: '$237.72',
      note: 'Estimated',
    });
  });
  it('shows the amount invoiced under the estimate (the total the column sorts by), when it differs', () => {
    expect(historyOrderTotal({ total: '237.72', estimatedTotal: '237.72', invoicedTotal: '232.63' })).toEqual({
      amount: '$237.72',
      note: 'Invoiced $232.63',
    });
    expect(historyOrderTotal({ total: '99.60', estimatedTotal: null, invoicedTotal: '99.60' })).toEqual({
      amount: '$99.60',
      note: null,
    });
  });
});

describe('productHistoryNotes', () => {
  /** 1 CS of '2/14 LB AVG' salmon at $8.49 / LB. */
  const salmon: ProductHistoryLine = {
    orderNumber: 'W100231',
    productCode: '150001',
    description: 'Atlantic Salmon Fillet, Skin-On',
    invoiceDate: '2026-05-02',
    quantity: '1.00',
    unitOfMeasure_SellBy: 'CS',
    price: '8.490',
    priceUnit: 'LB',
    type: 'Order',
    productKey: 7,
    estimatedWeight: '28.00',
    estimatedExtension: '237.72',
    shippedQuantity: null,
    actualWeight: null,
    invoicedExtension: null,
  };
  it('shows a catch-weight line at its estimate until invoiced', () => {
    expect(productHistoryNotes(salmon, true)).toEqual(['Estimated 28.00 LB · $237.72']);
    expect(productHistoryNotes(salmon, false)).toEqual(['Estimated 28.00 LB']);
  });
  it('shows the actual weight and amount beside the estimate once invoiced', () => {
    const invoiced = { ...salmon, shippedQuantity: '1.00', actualWeight: '27.40', invoicedExtension: '232.63' };
    expect(productHistoryNotes(invoiced, true)).toEqual([
      'Shipped 1.00 CS',
      'Invoiced 27.40 LB · $232.63 (estimated $237.72)',
    ]);
    expect(productHistoryNotes(invoiced, false)).toEqual(['Shipped 1.00 CS', 'Invoiced 27.40 LB']);
  });
  it('says nothing of other lines unless they shipped short', () => {
    const soda = {
      ...salmon,
      quantity: '2.00',
      priceUnit: 'CS',
      estimatedWeight: null,
      estimatedExtension: null,
    };
    expect(productHistoryNotes(soda, true)).toEqual([]);
    expect(productHistoryNotes({ ...soda, shippedQuantity: '2.00', invoicedExtension: '37.00' }, true)).toEqual([]);
    expect(productHistoryNotes({ ...soda, shippedQuantity: '1.00', invoicedExtension: '18.50' }, true)).toEqual([
      'Shipped 1.00 of 2.00 CS',
      'Invoiced $18.50',
    ]);
  });
});
