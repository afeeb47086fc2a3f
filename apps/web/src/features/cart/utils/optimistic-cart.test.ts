import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '@storefront/contract';
import { emptied, withoutLine } from './optimistic-cart';

const line = (id: number, value: string, extension: string | null, caseQuantity: string): CartLine => ({
  id,
  productKey: id,
  productCode: String(id),
  description: `Product ${id}`,
  quantity: { value, unit: 'CS' },
  unitPrice: { factor: '1.00', from: 'CS', to: '$' },
  priceConversion: { from: 'CS', to: 'CS', factor: '1.0000' },
  extension,
  isOverridePrice: false,
  productText1: '',
  productText2: '',
  caseQuantity,
});
const cart = (lines: CartLine[], lineTotal: string | null): Cart => ({
  header: { customerShipToCode: 'MAIN', customerPo: '', specialInstruction1: '', specialInstruction2: '', notes: '', deliveryDate: null, addressId: null },
  lines,
  messages: [],
  timestamp: 0,
  totals: {
    lineCount: lines.length,
    lineTotal,
    totalCaseQuantity: '3.50',
    totalItemsQuantity: '3.50',
    totalOrderQuantity: '42.00',
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
    expect(next.totals).toMatchObject({ lineCount: 1, lineTotal: '10.05', totalCaseQuantity: '1.50', totalItemsQuantity: '1.50' });
  });
  it('recovers the line total once the line without a price is gone, and zeroes everything when empty', () => {
    const next = withoutLine(cart([line(1, '2.00', null, '2.00'), line(2, '1.50', '10.05', '1.50')], null), 1);
    expect(next.totals.lineTotal).toBe('10.05');
    const last = withoutLine(next, 2);
    expect(last.totals).toMatchObject({ lineCount: 0, lineTotal: '0.00', totalOrderQuantity: '0.00' });
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
    expect(next.totals).toMatchObject({ lineCount: 0, lineTotal: '0.00', totalCaseQuantity: '0.00', totalOrderQuantity: '0.00' });
  });
});
