import type { OrderView } from '@storefront/contract';
import { readPdf } from '../../test/pdf-text';
import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from './order-confirmation.pdf';
import { usDate } from '../../platform/pdf/pdf-format';

type Line = OrderView['lines'][number];

function line(n: number, overrides: Partial<Line> = {}): Line {
  return {
    productKey: n,
    productCode: `P${String(n).padStart(5, '0')}`,
    description: `Product number ${n}`,
    quantity: '1.00',
    unit: 'CS',
    priceUnit: 'CS',
    unitPrice: '10.00',
    extension: '10.00',
    productText1: '',
    productText2: '',
    estimatedWeight: null,
    shippedQuantity: null,
    actualWeight: null,
    invoicedExtension: null,
    shippedProduct: null,
    ...overrides,
  };
}

// 2 CS of 40 lb at 2.490/LB = 199.20; 3 CS at 29.14 = 87.42; 1 CS at 948.43 (taxable).
// Line total 1,235.05; tax 5 % of 948.43 = 47.42; delivery fee 15.00; total 1,297.47.
const order: OrderView = {
  orderNumber: 'W10042',
  orderDate: '2026-11-23',
  deliveryDate: '2026-11-25',
  status: 'Open',
  shipMethod: 'Delivery',
  shipToCode: 'BAY01',
  shipTo: ['Bayside Bistro', '12 Harbor Way', 'Portland, ME 04101'],
  poNumber: 'PO-7781',
  specialInstruction1: 'Back door after 6 am',
  specialInstruction2: '',
  notes: 'Call on arrival.',
  lines: [
    line(1, {
      productCode: 'SAL100',
      description: 'Atlantic Salmon Fillet',
      quantity: '2.00',
      priceUnit: 'LB',
      unitPrice: '2.490',
      extension: '199.20',
    }),
    line(2, {
      productCode: 'OIL200',
      description: 'Canola Oil 35 lb',
      quantity: '3.00',
      unitPrice: '29.1400',
      extension: '87.42',
      productText1: 'Clear jug',
    }),
    line(3, { productCode: 'NAP300', description: 'Dinner Napkins', unitPrice: '948.43', extension: '948.43' }),
  ],
  lineTotal: '1235.05',
  taxableAmount: '948.43',
  tax: '47.42',
  addOnCharges: '15.00',
  charges: [{ name: 'Delivery Fee', amount: '15.00' }],
  total: '1297.47',
  payment: 'Visa ending 1111, expires 12/30',
  isEstimate: false,
  invoice: null,
};

describe('renderOrderConfirmation', () => {
  it('holds the order number, dates, ship-to, lines, totals by name and the payment', async () => {
    const pdf = await renderOrderConfirmation(order, { siteName: 'Harbor Foodservice' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Harbor Foodservice',
      'Order Confirmation',
      'W10042',
      '11/23/2026',
      '11/25/2026',
      'Delivery',
      'Portland, ME 04101',
      'PO-7781',
      'Back door after 6 am',
      'Call on arrival.',
      'Atlantic Salmon Fillet',
      'Clear jug',
      '$2.490 / LB',
      '$199.20',
      '$1,235.05',
      '$948.43',
      '$47.42',
      'Delivery Fee',
      '$15.00',
      '$1,297.47',
      'Visa ending 1111, expires 12/30',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("says 'Not set' for a missing delivery date and ship method", async () => {
    const { text } = await readPdf(
      await renderOrderConfirmation(
        { ...order, deliveryDate: null, shipMethod: null, payment: null },
        { siteName: 'Shop' },
      ),
    );
    expect(text).toContain('Not set');
    expect(text).not.toContain('Visa ending');
  });

  it("marks a catch-weight line's weight and amount, and the total, as estimates (issue 31)", async () => {
    const weighed: OrderView = {
      ...order,
      lines: [
        line(1, { unit: 'CS', priceUnit: 'LB', unitPrice: '8.490', extension: '237.72', estimatedWeight: '28.00' }),
      ],
      lineTotal: '237.72',
      taxableAmount: '0.00',
      tax: '0.00',
      charges: [],
      addOnCharges: '0.00',
      total: '237.72',
      isEstimate: true,
    };
    const { text } = await readPdf(await renderOrderConfirmation(weighed, { siteName: 'Harbor Foodservice' }));
    expect(text).toContain('Estimated 28.00 LB');
    expect(text).toMatch(/\$237\.72\s+Estimated/);
    expect(text).toMatch(/^Estimated total \$237\.72$/m);
    const plain = await readPdf(await renderOrderConfirmation(order, { siteName: 'Harbor Foodservice' }));
    expect(plain.text).not.toContain('Estimated');
  });

  it('renders text beyond the standard font without failing', async () => {
    const odd = {
      ...order,
      lines: [line(1, { description: 'Crème brûlée – “house” 🍣 日本' })],
      notes: 'Ünïcödé\ttab',
    };
    const { text } = await readPdf(await renderOrderConfirmation(odd, { siteName: 'Café Ünion' }));
    expect(text).toContain('Crème brûlée');
  });

  it('runs a 120-line order over further pages with the table header on each', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => line(i + 1));
    const big: OrderView = {
      ...order,
      lines,
      lineTotal: '1200.00',
      taxableAmount: '0.00',
      tax: '0.00',
      charges: [],
      addOnCharges: '0.00',
      total: '1200.00',
    };
    const { text, pages } = await readPdf(await renderOrderConfirmation(big, { siteName: 'Harbor Foodservice' }));
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Unit Price/g)?.length).toBe(pages);
    expect(text).toContain('P00001 Product number 1 ');
    expect(text).toContain('Product number 120');
    expect(text).toContain('$1,200.00');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});

describe('pdf-format', () => {
  it('writes dates as MM/dd/yyyy', () => {
    expect(usDate('2026-01-05')).toBe('01/05/2026');
  });
});

describe('renderOrderConfirmation of an order open to changes (issue 32)', () => {
  it('says until when it is editable, and that it was revised', async () => {
    const { text } = await readPdf(
      await renderOrderConfirmation(
        { ...order, editableUntilText: 'Editable until Tue 3:00 pm', revision: 2 },
        { siteName: 'Harbor Foodservice' },
      ),
    );
    expect(text).toContain('Editable until Tue 3:00 pm');
    expect(text).toContain('Revised (2)');
  });

  it('says nothing of changes once the cut-off passed, and says a cancelled order is cancelled', async () => {
    const plain = (await readPdf(await renderOrderConfirmation(order, { siteName: 'Harbor Foodservice' }))).text;
    expect(plain).not.toContain('Editable until');
    expect(plain).not.toContain('Revised');
    const cancelled = await readPdf(
      await renderOrderConfirmation({ ...order, status: 'Cancelled' }, { siteName: 'Harbor Foodservice' }),
    );
    expect(cancelled.text).toContain('Cancelled');
  });
});
