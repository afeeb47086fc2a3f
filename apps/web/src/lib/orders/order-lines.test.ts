import { describe, expect, it } from 'vitest';
import type { CartLine, OrderView } from '@storefront/contract';
import { cartOrderLineRow, invoiceSummary, orderLineRow } from './order-lines';

type OrderLine = OrderView['lines'][number];

/** 1 CS of '2/14 LB AVG' salmon at $8.49 / LB: estimated 28 LB, $237.72. */
const SALMON: OrderLine = {
  productKey: 7,
  productCode: '150001',
  description: 'Atlantic Salmon Fillet, Skin-On',
  quantity: '1.00',
  unit: 'CS',
  priceUnit: 'LB',
  unitPrice: '8.490',
  extension: '237.72',
  productText1: '',
  productText2: '',
  estimatedWeight: '28.00',
  shippedQuantity: null,
  actualWeight: null,
  invoicedExtension: null,
  shippedProduct: null,
};
const SODA: OrderLine = {
  ...SALMON,
  productKey: 9,
  productCode: '610001',
  description: 'Cola, Cans',
  unit: 'CS',
  priceUnit: 'CS',
  unitPrice: '18.50',
  extension: '18.50',
  estimatedWeight: null,
};

describe('orderLineRow', () => {
  it('shows a catch-weight line per pound with its estimated weight, its extension an estimate', () => {
    expect(orderLineRow(SALMON, 0)).toEqual({
      key: '0:7:CS',
      description: 'Atlantic Salmon Fillet, Skin-On',
      code: '150-001',
      quantity: '1.00 CS',
      unitPrice: '$8.490 / LB',
      extension: '$237.72',
      estimatedWeight: 'Estimated 28.00 LB',
      isEstimate: true,
      notes: [],
    });
  });
  it('shows other lines as before', () => {
    const row = orderLineRow(SODA, 1);
    expect([row.unitPrice, row.extension, row.estimatedWeight, row.isEstimate, row.notes]).toEqual([
      '$18.50 / CS',
      '$18.50',
      null,
      false,
      [],
    ]);
  });
  it('adds what was invoiced beside the estimate once invoiced', () => {
    const invoiced = { ...SALMON, shippedQuantity: '1.00', actualWeight: '27.40', invoicedExtension: '232.63' };
    expect(orderLineRow(invoiced, 0).notes).toEqual([
      'Shipped 1.00 CS',
      'Invoiced 27.40 LB · $232.63 (estimated $237.72)',
    ]);
    expect(orderLineRow(invoiced, 0, true).notes).toEqual(['Shipped 1.00 CS', 'Invoiced 27.40 LB']);
    const substituted = {
      ...SODA,
      shippedQuantity: '1.00',
      invoicedExtension: '18.50',
      shippedProduct: { productCode: '610002', description: 'Cola, Bottles' },
    };
    expect(orderLineRow(substituted, 0).notes).toEqual([
      'Shipped 1.00 CS',
      'Invoiced $18.50',
      'Shipped instead: 610-002 Cola, Bottles',
    ]);
  });
});

describe('cartOrderLineRow', () => {
  const line: CartLine = {
    id: 3,
    productKey: 7,
    productCode: '150001',
    description: 'Atlantic Salmon Fillet, Skin-On',
    quantity: { value: '2.00', unit: 'CS' },
    unitPrice: { factor: '8.490', from: 'LB', to: '$' },
    priceConversion: { from: 'CS', to: 'LB', factor: '28.0000' },
    extension: '475.44',
    isOverridePrice: false,
    productText1: '',
    productText2: '',
    caseQuantity: '2.00',
    catchWeight: { averageWeight: '28.00', weightUnit: 'LB', unitOfMeasure: 'CS' },
    estimatedWeight: '56.00',
    noSubstitutes: false,
    unfilled: null,
  };
  it('shows a catch-weight cart line as the order will: per pound, its estimated weight, an estimated extension', () => {
    expect(cartOrderLineRow(line)).toEqual({
      key: '3',
      description: 'Atlantic Salmon Fillet, Skin-On',
      code: '150-001',
      quantity: '2.00 CS',
      unitPrice: '$8.490 / LB',
      extension: '$475.44',
      estimatedWeight: 'Estimated 56.00 LB',
      isEstimate: true,
      notes: [],
    });
  });
  it('shows other lines as before', () => {
    const row = cartOrderLineRow({ ...line, catchWeight: null, estimatedWeight: null });
    expect([row.estimatedWeight, row.isEstimate]).toEqual([null, false]);
  });
});

describe('invoiceSummary', () => {
  const order = { lineTotal: '237.72', tax: '0.00', total: '237.72', invoice: null };
  it('is empty until the order is invoiced', () => {
    expect(invoiceSummary(order)).toEqual([]);
  });
  it("puts the invoice's totals beside the order's estimate", () => {
    const invoice = {
      invoiceNumber: 'I10023',
      invoiceDate: '2026-05-02',
      lineTotal: '232.63',
      tax: '0.00',
      total: '232.63',
    };
    expect(invoiceSummary({ ...order, invoice })).toEqual([
      { label: 'Invoice', value: 'I10023 · 05/02/2026' },
      { label: 'Invoiced Line Total', value: '$232.63 (estimated $237.72)' },
      { label: 'Invoiced Tax', value: '$0.00' },
      { label: 'Invoiced Total', value: '$232.63 (estimated $237.72)' },
    ]);
  });
});
