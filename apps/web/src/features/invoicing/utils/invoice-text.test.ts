import type { OrderView } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { estimateText, liveAmountText, shippedText, totalRows, unitPriceText } from './invoice-text';
import { orderLine } from './order-line.fixtures';

const salmon = orderLine();

const order = (over: Partial<OrderView>): OrderView => ({
  orderNumber: 'W0001234',
  orderDate: '2026-11-27',
  deliveryDate: null,
  status: 'Invoiced',
  shipMethod: null,
  shipToCode: 'MAIN',
  shipTo: [],
  poNumber: '',
  specialInstruction1: '',
  specialInstruction2: '',
  notes: '',
  lines: [salmon],
  lineTotal: '118.20',
  taxableAmount: '0.00',
  tax: '0.00',
  addOnCharges: '0.00',
  charges: [],
  total: '118.20',
  payment: null,
  isEstimate: true,
  invoice: { invoiceNumber: 'I0001234', invoiceDate: '2026-11-28', lineTotal: '114.26', tax: '0.00', total: '114.26' },
  ...over,
});

describe('the invoicing texts', () => {
  it('marks a catch-weight line estimate with its weight, and prices at the unit price decimals', () => {
    expect(estimateText(salmon)).toBe('Estimated 12.00 LB · $118.20');
    expect(estimateText({ ...salmon, estimatedWeight: null, extension: '42.75' })).toBe('$42.75');
    expect(unitPriceText(salmon)).toBe('$9.850 / LB');
  });

  it('shows what shipped, with the actual weight', () => {
    expect(shippedText({ ...salmon, shippedQuantity: '1.00', actualWeight: '11.60' })).toBe(
      '1.00 CS · Actual 11.60 LB',
    );
    expect(shippedText({ ...salmon, shippedQuantity: '0.00' })).toBe('0.00 CS');
  });

  it('names a live amount that is not known yet', () => {
    expect(liveAmountText({ kind: 'amount', amount: '1234.5' })).toBe('$1,234.50');
    expect(liveAmountText({ kind: 'missing' })).toBe('-.--');
    expect(liveAmountText({ kind: 'on-invoicing' })).toBe('Computed on invoicing');
  });

  it('sets the invoice totals beside the estimate, with the charges only when there are some', () => {
    expect(totalRows(order({}))).toEqual([
      { label: 'Line total', estimate: '$118.20', invoiced: '$114.26' },
      { label: 'Tax', estimate: '$0.00', invoiced: '$0.00' },
      { label: 'Total', estimate: '$118.20', invoiced: '$114.26' },
    ]);
    const withFee = order({
      addOnCharges: '15.00',
      total: '133.20',
      invoice: { invoiceNumber: 'I1', invoiceDate: '2026-11-28', lineTotal: '114.26', tax: '0.00', total: '129.26' },
    });
    expect(totalRows(withFee)[2]).toEqual({ label: 'Charges', estimate: '$15.00', invoiced: '$15.00' });
  });
});
