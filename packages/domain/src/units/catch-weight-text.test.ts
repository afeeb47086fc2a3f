import { describe, expect, it } from 'vitest';
import {
  amountWithEstimate,
  averageWeightText,
  estimatedWeightText,
  estimateNote,
  type InvoicedLine,
  invoicedLineNotes,
  shippedInsteadText,
  totalLabel,
} from './catch-weight';

const SALMON_LINE: InvoicedLine = {
  quantity: '1.00',
  unit: 'CS',
  priceUnit: 'LB',
  extension: '237.72',
  shippedQuantity: null,
  actualWeight: null,
  invoicedExtension: null,
  shippedProduct: null,
};

describe('catch-weight texts', () => {
  it("reads a case's average weight as the catalogue shows it", () => {
    expect(averageWeightText({ averageWeight: '28.00', weightUnit: 'LB', unitOfMeasure: 'CS' })).toBe(
      'Avg 28.00 LB / CS',
    );
  });
  it("marks a line's weight at the average weights 'Estimated'", () => {
    expect(estimatedWeightText('56', 'LB')).toBe('Estimated 56.00 LB');
  });
  it("labels a total 'Estimated total' only when it includes an estimate", () => {
    expect(totalLabel('Line Total', true)).toBe('Estimated total');
    expect(totalLabel('Line Total', false)).toBe('Line Total');
    expect(totalLabel('Total', false)).toBe('Total');
  });
  it('puts the estimate beside an amount when they differ', () => {
    expect(amountWithEstimate('232.63', '237.72')).toBe('$232.63 (estimated $237.72)');
    expect(amountWithEstimate('99.60', '99.60')).toBe('$99.60');
    expect(amountWithEstimate('1234.50', null)).toBe('$1,234.50');
    expect([estimateNote('232.63', '237.72'), estimateNote('1.00', '1'), estimateNote('1.00', undefined)]).toEqual([
      '(estimated $237.72)',
      null,
      null,
    ]);
  });
});

describe('invoiced line notes', () => {
  it('are empty until the line is invoiced', () => {
    expect(invoicedLineNotes(SALMON_LINE)).toEqual([]);
  });
  it('show a catch-weight line at its actual weight: 27.4 LB x $8.49 = $232.63 beside the $237.72 estimate', () => {
    const line = { ...SALMON_LINE, shippedQuantity: '1.00', actualWeight: '27.40', invoicedExtension: '232.63' };
    expect(invoicedLineNotes(line)).toEqual(['Shipped 1.00 CS', 'Invoiced 27.40 LB · $232.63 (estimated $237.72)']);
  });
  it('show a short line, and a line of another product shipped in its place', () => {
    const short = {
      ...SALMON_LINE,
      quantity: '2.00',
      unit: 'EA',
      priceUnit: 'EA',
      extension: '20.00',
      shippedQuantity: '1.00',
      invoicedExtension: '10.00',
    };
    expect(invoicedLineNotes(short)).toEqual(['Shipped 1.00 of 2.00 EA', 'Invoiced $10.00 (estimated $20.00)']);
    const full = { ...short, shippedQuantity: '2.00', invoicedExtension: '20.00' };
    expect(invoicedLineNotes(full)).toEqual(['Shipped 2.00 EA', 'Invoiced $20.00']);
    const substituted = {
      ...full,
      shippedProduct: { productCode: '150002', description: 'Atlantic Salmon Fillet, Skinless' },
    };
    expect(invoicedLineNotes(substituted)).toEqual([
      'Shipped 2.00 EA',
      'Invoiced $20.00',
      'Shipped instead: 150-002 Atlantic Salmon Fillet, Skinless',
    ]);
    expect(invoicedLineNotes({ ...short, shippedQuantity: '0', invoicedExtension: '0.00' })).toEqual([
      'Not shipped',
      'Invoiced $0.00 (estimated $20.00)',
    ]);
  });
  it('leave the amounts out when pricing is hidden, a catch-weight line keeping its weight', () => {
    const line = { ...SALMON_LINE, shippedQuantity: '1.00', actualWeight: '27.40', invoicedExtension: '232.63' };
    expect(invoicedLineNotes(line, false)).toEqual(['Shipped 1.00 CS', 'Invoiced 27.40 LB']);
    const other = { ...SALMON_LINE, priceUnit: 'CS', shippedQuantity: '1.00', invoicedExtension: '20.00' };
    expect(invoicedLineNotes(other, false)).toEqual(['Shipped 1.00 CS']);
  });
  it('name a substitute by its shown code', () => {
    expect(shippedInsteadText({ productCode: 'ABC', description: 'Salmon' })).toBe('Shipped instead: ABC Salmon');
  });
});
