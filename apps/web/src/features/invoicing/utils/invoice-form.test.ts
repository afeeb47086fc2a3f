import type { AdminOrderView } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_MESSAGES,
  initialForm,
  type InvoiceForm,
  invoiceLines,
  invoiceRequestOf,
  lineProblems,
  liveAmount,
  liveLineTotal,
  parseEntry,
} from './invoice-form';
import { orderLine } from './order-line.fixtures';

const line = orderLine;

const salmon = line({});
// 2 CS of a 2/14 LB AVG case at $8.49 / LB: estimated 56 LB, $475.44.
const beef = line({
  productKey: 2,
  productCode: '140001',
  description: 'Beef Striploin',
  quantity: '2.00',
  unitPrice: '8.49',
  extension: '475.44',
  estimatedWeight: '56.00',
});
const flour = line({
  productKey: 3,
  productCode: '110001',
  description: 'All Purpose Flour',
  quantity: '3.00',
  unit: 'CS',
  priceUnit: 'CS',
  unitPrice: '14.2500',
  extension: '42.75',
  estimatedWeight: null,
});

const view: AdminOrderView = {
  order: {
    orderNumber: 'W0001234',
    orderDate: '2026-11-27',
    deliveryDate: '2026-11-30',
    status: 'Open',
    shipMethod: null,
    shipToCode: 'MAIN',
    shipTo: ['Bayside Bistro'],
    poNumber: 'PO-1',
    specialInstruction1: '',
    specialInstruction2: '',
    notes: '',
    lines: [salmon, beef, flour],
    lineTotal: '636.39',
    taxableAmount: '0.00',
    tax: '0.00',
    addOnCharges: '0.00',
    charges: [],
    total: '636.39',
    payment: null,
    isEstimate: true,
    invoice: null,
  },
  customerName: 'Bayside Bistro',
  substitutionPreference: 'allow',
  lines: [
    { lineNumber: 1, isCatchWeight: true, noSubstitutes: false, substitutes: [] },
    { lineNumber: 2, isCatchWeight: true, noSubstitutes: false, substitutes: [] },
    {
      lineNumber: 3,
      isCatchWeight: false,
      noSubstitutes: false,
      substitutes: [{ productKey: 33, productCode: '110002', description: 'Bread Flour' }],
    },
  ],
};

const lines = invoiceLines(view);
const filled = (over: Partial<InvoiceForm> = {}): InvoiceForm => {
  const form = initialForm(lines);
  form.lines[0]!.weight = '11.60';
  form.lines[1]!.weight = '27.4';
  return { ...form, ...over };
};

describe('the invoice form', () => {
  it('starts with every line shipped as ordered, no weight and no substitute', () => {
    expect(initialForm(lines)).toEqual({
      invoiceNumber: '',
      lines: [
        { shipped: '1.00', weight: '', substitute: '' },
        { shipped: '2.00', weight: '', substitute: '' },
        { shipped: '3.00', weight: '', substitute: '' },
      ],
    });
    expect(lines.map((l) => [l.lineNumber, l.isCatchWeight, l.substitutes.length])).toEqual([
      [1, true, 0],
      [2, true, 0],
      [3, false, 1],
    ]);
  });

  it('reads quantities of 0 or more with at most 2 decimals, and nothing else', () => {
    expect(parseEntry('11.6')?.toFixed(2)).toBe('11.60');
    expect(parseEntry(' 12 ')?.toFixed(2)).toBe('12.00');
    expect(parseEntry('.5')?.toFixed(2)).toBe('0.50');
    expect(parseEntry('0')?.toFixed(2)).toBe('0.00');
    for (const bad of ['', ' ', '-1', '1.234', '1,5', 'abc', '1e3', '12345678901', '.'])
      expect(parseEntry(bad)).toBeNull();
  });

  it('asks for the weight of a catch-weight line that shipped, and for nothing on a line that did not', () => {
    const [fish, , bread] = lines;
    expect(lineProblems({ shipped: '1', weight: '', substitute: '' }, fish!)).toEqual({
      shipped: null,
      weight: INVOICE_MESSAGES.weightBlank,
    });
    expect(lineProblems({ shipped: '1', weight: '0', substitute: '' }, fish!).weight).toBe(INVOICE_MESSAGES.weightZero);
    expect(lineProblems({ shipped: '1', weight: '11.605', substitute: '' }, fish!).weight).toBe(
      INVOICE_MESSAGES.weightBad,
    );
    expect(lineProblems({ shipped: '0', weight: '', substitute: '' }, fish!)).toEqual({ shipped: null, weight: null });
    expect(lineProblems({ shipped: '', weight: '', substitute: '' }, bread!)).toEqual({
      shipped: INVOICE_MESSAGES.shippedBlank,
      weight: null,
    });
    expect(lineProblems({ shipped: '-2', weight: '', substitute: '' }, bread!).shipped).toBe(
      INVOICE_MESSAGES.shippedBad,
    );
  });

  it('ships at most the quantity ordered', () => {
    expect(lineProblems({ shipped: '3.01', weight: '', substitute: '' }, lines[2]!).shipped).toBe(
      'At most the 3.00 CS ordered.',
    );
    expect(lineProblems({ shipped: '3', weight: '', substitute: '' }, lines[2]!).shipped).toBeNull();
  });

  it('refuses to build the request while a field is wrong, and counts them', () => {
    const result = invoiceRequestOf(initialForm(lines), lines);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.count).toBe(2);
    expect(result.problems.lines.map((p) => p.weight)).toEqual([
      INVOICE_MESSAGES.weightBlank,
      INVOICE_MESSAGES.weightBlank,
      null,
    ]);
    const badNumber = invoiceRequestOf(filled({ invoiceNumber: 'INV 1' }), lines);
    expect(badNumber.ok ? null : badNumber.problems.invoiceNumber).toBe(INVOICE_MESSAGES.invoiceNumberBad);
  });

  it('sends every line: quantity shipped, the weight of catch-weight lines only, the substitute when chosen', () => {
    const form = filled();
    form.lines[2] = { shipped: '2.5', weight: '', substitute: '33' };
    expect(invoiceRequestOf(form, lines)).toEqual({
      ok: true,
      request: {
        lines: [
          { lineNumber: 1, shippedQuantity: '1.00', actualWeight: '11.60' },
          { lineNumber: 2, shippedQuantity: '2.00', actualWeight: '27.40' },
          { lineNumber: 3, shippedQuantity: '2.50', substituteProductKey: 33 },
        ],
      },
    });
  });

  it('sends no weight for a catch-weight line that did not ship, and the invoice number when typed', () => {
    const form = filled({ invoiceNumber: ' INV-77 ' });
    form.lines[1] = { shipped: '0', weight: '', substitute: '' };
    const result = invoiceRequestOf(form, lines);
    expect(result.ok && result.request.invoiceNumber).toBe('INV-77');
    expect(result.ok && result.request.lines[1]).toEqual({ lineNumber: 2, shippedQuantity: '0.00' });
  });

  it('never sends a substitute the line does not offer', () => {
    const form = filled();
    form.lines[2]!.substitute = '999';
    const result = invoiceRequestOf(form, lines);
    expect(result.ok && result.request.lines[2]).toEqual({ lineNumber: 3, shippedQuantity: '3.00' });
  });
});

describe('the live amounts', () => {
  it('prices a catch-weight line at its actual weight, to the cent', () => {
    // 11.60 LB at $9.850 / LB = $114.26; the 27.4 LB at $8.49 / LB = $232.63.
    expect(liveAmount({ shipped: '1', weight: '11.60', substitute: '' }, lines[0]!)).toEqual({
      kind: 'amount',
      amount: '114.26',
    });
    expect(liveAmount({ shipped: '2', weight: '27.4', substitute: '' }, lines[1]!)).toEqual({
      kind: 'amount',
      amount: '232.63',
    });
    expect(liveAmount({ shipped: '1', weight: '', substitute: '' }, lines[0]!)).toEqual({ kind: 'missing' });
  });

  it('keeps the recorded extension of a line shipped as ordered, and leaves a short one to the server', () => {
    expect(liveAmount({ shipped: '3', weight: '', substitute: '' }, lines[2]!)).toEqual({
      kind: 'amount',
      amount: '42.75',
    });
    expect(liveAmount({ shipped: '2', weight: '', substitute: '' }, lines[2]!)).toEqual({ kind: 'on-invoicing' });
    expect(liveAmount({ shipped: '3', weight: '', substitute: '33' }, lines[2]!)).toEqual({ kind: 'on-invoicing' });
    expect(liveAmount({ shipped: '0', weight: '', substitute: '' }, lines[2]!)).toEqual({
      kind: 'amount',
      amount: '0.00',
    });
    expect(liveAmount({ shipped: 'x', weight: '', substitute: '' }, lines[2]!)).toEqual({ kind: 'missing' });
  });

  it('adds the lines up only when every amount is known', () => {
    const form = filled();
    const amounts = lines.map((l, i) => liveAmount(form.lines[i]!, l));
    // 114.26 + 232.63 + 42.75
    expect(liveLineTotal(amounts)).toBe('389.64');
    expect(liveLineTotal([...amounts, { kind: 'on-invoicing' }])).toBeNull();
    expect(liveLineTotal([])).toBe('0.00');
  });
});
