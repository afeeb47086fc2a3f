import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '@storefront/contract';
import { emptied, withoutLine } from './optimistic-cart';

const line = (id: number, value: string, extension: string | null, caseQuantity: string, unit = 'CS'): CartLine => ({
  id,
  productKey: id,
  productCode: String(id),
  description: `Product ${id}`,
  quantity: { value, unit },
  unitPrice: { factor: '1.00', from: unit, to: '$' },
  priceConversion: { from: unit, to: unit, factor: '1.0000' },
  extension,
  isOverridePrice: false,
  productText1: '',
  productText2: '',
  caseQuantity,
  catchWeight: null,
  estimatedWeight: null,
  noSubstitutes: false,
  unfilled: null,
});
const cart = (lines: CartLine[], lineTotal: string | null): Cart => ({
  header: {
    customerShipToCode: 'MAIN',
    customerPo: '',
    specialInstruction1: '',
    specialInstruction2: '',
    notes: '',
    deliveryDate: null,
    addressId: null,
  },
  lines,
  messages: [],
  timestamp: 0,
  totals: {
    lineCount: lines.length,
    lineTotal,
    isEstimate: false,
    totalCaseQuantity: '3.50',
    totalItemsQuantityByUnit: [{ value: '42.00', unit: 'EA' }],
    totalItemsQuantity: '42.00',
    totalOrderQuantityByUnit: [{ value: '3.50', unit: 'CS' }],
    totalOrderQuantity: '3.50',
    totalOrderQuantityLabel: 'Total Order Quantity',
    showTotalCaseQuantity: true,
    showTotalItemsQuantity: true,
    showTotalOrderQuantity: true,
  },
});

describe('withoutLine', () => {
  it('removes the line and its share of the totals', () => {
    const next = withoutLine(cart([line(1, '2.00', '99.60', '2.00'), line(2, '1.50', '10.05', '1.50')], '109.65'), 1);
    expect(next.lines.map((l) => l.id)).toEqual([2]);
    expect(next.totals).toMatchObject({
      lineCount: 1,
      lineTotal: '10.05',
      totalCaseQuantity: '1.50',
      totalOrderQuantity: '1.50',
    });
    expect(next.totals.totalOrderQuantityByUnit).toEqual([{ value: '1.50', unit: 'CS' }]);
  });
  it('keeps the order quantity per unit, never one sum of cases and pounds', () => {
    const lines = [
      line(1, '2.00', '99.60', '2.00'),
      line(2, '40.00', '99.60', '1.00', 'LB'),
      line(3, '6.00', '7.50', '0.50', 'EA'),
      line(4, '1.00', '5.00', '1.00'),
    ];
    const next = withoutLine(cart(lines, '211.70'), 3);
    expect(next.totals.totalOrderQuantity).toBeNull();
    expect(next.totals.totalOrderQuantityByUnit).toEqual([
      { value: '3.00', unit: 'CS' },
      { value: '40.00', unit: 'LB' },
    ]);
  });
  it('recovers the line total once the line without a price is gone, and zeroes everything when empty', () => {
    const next = withoutLine(cart([line(1, '2.00', null, '2.00'), line(2, '1.50', '10.05', '1.50')], null), 1);
    expect(next.totals.lineTotal).toBe('10.05');
    const last = withoutLine(next, 2);
    expect(last.totals).toMatchObject({
      lineCount: 0,
      lineTotal: '0.00',
      totalOrderQuantity: '0.00',
      totalItemsQuantity: '0.00',
      totalItemsQuantityByUnit: [],
    });
  });
  it("stays an estimate while a catch-weight line is left, and is none once the last one goes ('Estimated total')", () => {
    const salmon = {
      ...line(2, '1.00', '237.72', '1.00'),
      catchWeight: { averageWeight: '28.00', weightUnit: 'LB', unitOfMeasure: 'CS' },
      estimatedWeight: '28.00',
    };
    const both = cart([line(1, '1.00', '99.60', '1.00'), salmon], '337.32');
    const estimated = { ...both, totals: { ...both.totals, isEstimate: true } };
    expect(withoutLine(estimated, 1).totals.isEstimate).toBe(true);
    expect(withoutLine(estimated, 2).totals.isEstimate).toBe(false);
    expect(emptied(estimated).totals.isEstimate).toBe(false);
  });
  it('leaves the cart alone for an unknown line', () => {
    const c = cart([line(1, '1.00', '1.00', '1.00')], '1.00');
    expect(withoutLine(c, 9)).toBe(c);
  });
});

describe('emptied', () => {
  it('keeps the header and zeroes the totals', () => {
    const next = emptied(cart([line(1, '1.00', '1.00', '1.00')], '1.00'));
    expect(next.header.customerShipToCode).toBe('MAIN');
    expect(next.totals).toMatchObject({
      lineCount: 0,
      lineTotal: '0.00',
      totalCaseQuantity: '0.00',
      totalOrderQuantity: '0.00',
      totalOrderQuantityByUnit: [],
    });
  });
});
