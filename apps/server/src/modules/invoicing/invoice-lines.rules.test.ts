import type { ProductUnits } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultInvoiceNumber,
  invoiceLine,
  invoiceTotals,
  type LineResult,
  type OrderedLine,
  orderTaxRate,
  shipsAtLineUnits,
  weightBounds,
} from './invoice-lines.rules';

/** A '2/14 LB AVG' case of salmon stocked in LB (CS = 28, EA = 14), priced per LB at 3 decimals. */
const SALMON: ProductUnits = {
  pricingUM: 'LB',
  isCatchWeight: true,
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 28, isPricing: false },
    { unitOfMeasure: 'EA', sellByMultiple: 1, stockConversion: 14, isPricing: false },
  ],
  priceBys: [{ unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 3 }],
};
/** Napkins: EA at 1.25, or the CS of 12 at 15.00. */
const NAPKINS: ProductUnits = {
  pricingUM: 'EA',
  sellBys: [
    { unitOfMeasure: 'EA', sellByMultiple: 0, stockConversion: 1, isPricing: true },
    { unitOfMeasure: 'CS', sellByMultiple: 0, stockConversion: 12, isPricing: true },
  ],
  priceBys: [
    { unitOfMeasure: 'EA', stockConversion: 1, priceDecimals: 2 },
    { unitOfMeasure: 'CS', stockConversion: 12, priceDecimals: 2 },
  ],
};

/** 2 CS of salmon at $8.49 / LB: estimated at 56 LB = $475.44. */
const salmonLine: OrderedLine = {
  lineNumber: 1,
  description: 'Atlantic Salmon 2/14 LB AVG',
  quantity: '2.00',
  unit: 'CS',
  priceUnit: 'LB',
  unitPrice: '8.490',
  priceDecimals: 3,
  extension: '475.44',
  isCatchWeight: true,
  estimatedWeight: '56.00',
};
/** 10 CS of napkins at $15.00 a case: $150.00. */
const napkinLine: OrderedLine = {
  lineNumber: 2,
  description: 'Napkins',
  quantity: '10.00',
  unit: 'CS',
  priceUnit: 'CS',
  unitPrice: '15.00',
  priceDecimals: 2,
  extension: '150.00',
  isCatchWeight: false,
  estimatedWeight: null,
};

function invoiced(result: LineResult) {
  if (!result.ok) throw new Error(result.message);
  return {
    shippedQuantity: result.line.shippedQuantity.toFixed(2),
    actualWeight: result.line.actualWeight?.toFixed(2) ?? null,
    extension: result.line.extension.toFixed(2),
  };
}
const refusal = (result: LineResult) => (result.ok ? null : result.message);

describe('invoicing a catch-weight line', () => {
  it('invoices one 2/14 LB AVG case estimated at 28 LB x 8.49 = 237.72 at its 27.4 LB: 232.63', () => {
    const one = { ...salmonLine, quantity: '1.00', extension: '237.72', estimatedWeight: '28.00' };
    expect(invoiced(invoiceLine(one, { shippedQuantity: 1, actualWeight: '27.4' }, SALMON))).toEqual({
      shippedQuantity: '1.00',
      actualWeight: '27.40',
      extension: '232.63',
    });
  });

  it('invoices two cases at what they weighed together: 55.35 LB x 8.49 = 469.9215 -> 469.92', () => {
    expect(invoiced(invoiceLine(salmonLine, { shippedQuantity: '2', actualWeight: 55.35 }, SALMON)).extension).toBe(
      '469.92',
    );
  });

  it('invoices a short shipment at the weight of what shipped, and nothing shipped at 0', () => {
    expect(invoiced(invoiceLine(salmonLine, { shippedQuantity: 1, actualWeight: '29.1' }, SALMON)).extension).toBe(
      '247.06',
    );
    expect(invoiced(invoiceLine(salmonLine, { shippedQuantity: 0 }, SALMON))).toEqual({
      shippedQuantity: '0.00',
      actualWeight: null,
      extension: '0.00',
    });
    expect(refusal(invoiceLine(salmonLine, { shippedQuantity: 0, actualWeight: 3 }, SALMON))).toContain(
      'nothing shipped',
    );
  });

  it('needs the weight of a catch-weight line that shipped, or was left out', () => {
    expect(refusal(invoiceLine(salmonLine, null, SALMON))).toBe(
      'Line 1 (Atlantic Salmon 2/14 LB AVG) is catch weight: give its shipped quantity and actual weight.',
    );
    for (const weight of [null, undefined, 0, '-1', '27.405'])
      expect(refusal(invoiceLine(salmonLine, { shippedQuantity: 2, actualWeight: weight }, SALMON))).toContain(
        'give the actual weight in LB, above 0 with at most 2 decimals',
      );
  });

  it('refuses a weight beyond three times the estimate of what shipped (or under a third of it)', () => {
    // 1 CS shipped of 2 estimated at 56 LB: 28 LB, so 9.33 to 84.00 LB.
    const bounds = weightBounds(salmonLine, 1, 2);
    expect([bounds.estimate?.toFixed(2), bounds.min.toFixed(2), bounds.max.toFixed(2)]).toEqual([
      '28.00',
      '9.33',
      '84.00',
    ]);
    expect(invoiceLine(salmonLine, { shippedQuantity: 1, actualWeight: 84 }, SALMON).ok).toBe(true);
    expect(refusal(invoiceLine(salmonLine, { shippedQuantity: 1, actualWeight: '84.01' }, SALMON))).toBe(
      'Line 1 (Atlantic Salmon 2/14 LB AVG): 84.01 LB is not a believable weight for 1.00 CS (estimated 28.00 LB; 9.33 to 84.00).',
    );
    expect(invoiceLine(salmonLine, { shippedQuantity: 1, actualWeight: '9.32' }, SALMON).ok).toBe(false);
    expect(invoiceLine(salmonLine, { shippedQuantity: 1, actualWeight: '2800000' }, SALMON).ok).toBe(false);
  });
});

describe('invoicing other lines', () => {
  it('ships a line left out in full at its recorded extension', () => {
    expect(invoiced(invoiceLine(napkinLine, null, NAPKINS))).toEqual({
      shippedQuantity: '10.00',
      actualWeight: null,
      extension: '150.00',
    });
  });

  it('invoices a short line at the quantity shipped: 7 CS x 15.00 = 105.00; 0 at 0.00', () => {
    expect(invoiced(invoiceLine(napkinLine, { shippedQuantity: '7' }, NAPKINS)).extension).toBe('105.00');
    expect(invoiced(invoiceLine(napkinLine, { shippedQuantity: 0 }, NAPKINS)).extension).toBe('0.00');
    expect(invoiced(invoiceLine(napkinLine, { shippedQuantity: '2.5' }, NAPKINS)).extension).toBe('37.50');
  });

  it('refuses an actual weight, more than ordered, a negative quantity and 3 decimals', () => {
    expect(refusal(invoiceLine(napkinLine, { shippedQuantity: 10, actualWeight: 12 }, NAPKINS))).toBe(
      'Line 2 (Napkins) is not catch weight: it takes no actual weight.',
    );
    expect(refusal(invoiceLine(napkinLine, { shippedQuantity: 11 }, NAPKINS))).toBe(
      'Line 2 (Napkins): 11 CS is more than the 10.00 CS ordered.',
    );
    expect(refusal(invoiceLine(napkinLine, { shippedQuantity: -1 }, NAPKINS))).toContain('0 or more');
    expect(refusal(invoiceLine(napkinLine, { shippedQuantity: '1.005' }, NAPKINS))).toContain('at most 2 decimals');
  });

  it('keeps the recorded extension when all shipped, and refuses a short line whose units no longer convert', () => {
    // 10 CS priced per EA at 1.25: 120 EA = 150.00, while the case still converts.
    const perEach = { ...napkinLine, priceUnit: 'EA', unitPrice: '1.25' };
    const gone = { pricingUM: 'EA', sellBys: [], priceBys: [] };
    expect(invoiced(invoiceLine(perEach, { shippedQuantity: 5 }, NAPKINS)).extension).toBe('75.00');
    expect(invoiced(invoiceLine(perEach, { shippedQuantity: 10 }, gone)).extension).toBe('150.00');
    expect(invoiced(invoiceLine(perEach, { shippedQuantity: 10 }, undefined)).extension).toBe('150.00');
    expect(refusal(invoiceLine(perEach, { shippedQuantity: 5 }, gone))).toBe(
      'Line 2 (Napkins): the product is no longer sold per CS priced per EA, so only the quantity ordered can be invoiced.',
    );
    expect(refusal(invoiceLine(perEach, { shippedQuantity: 5 }, undefined))).toContain('no longer sold per CS');
  });

  it("prices a substitute at the line's unit and price even when all shipped", () => {
    // The substitute's case is 10, not 12: priced per EA at 1.25, 10 CS are 100 EA = 125.00.
    const sub = {
      ...NAPKINS,
      sellBys: NAPKINS.sellBys.map((s) => (s.unitOfMeasure === 'CS' ? { ...s, stockConversion: 10 } : s)),
    };
    const perEach = { ...napkinLine, priceUnit: 'EA', unitPrice: '1.25' };
    expect(invoiced(invoiceLine(perEach, { shippedQuantity: 10 }, sub, true)).extension).toBe('125.00');
    expect(shipsAtLineUnits(napkinLine, NAPKINS)).toBe(true);
    expect(shipsAtLineUnits(napkinLine, SALMON)).toBe(false);
  });
});

describe('invoice totals', () => {
  it('taxes the taxable lines at the order rate and adds the charges as recorded', () => {
    // 232.63 + 105.00 taxable at 5.5 % (5.775 -> 5.78) + 25.00 = 368.41.
    const totals = invoiceTotals(
      [
        { extension: '232.63', taxable: false },
        { extension: '105.00', taxable: true },
      ],
      '0.055',
      '25.00',
    );
    expect([totals.lineTotal, totals.taxableAmount, totals.tax, totals.total].map((d) => d.toFixed(2))).toEqual([
      '337.63',
      '105.00',
      '5.78',
      '368.41',
    ]);
  });

  it("finds the order's rate: the current one when it gives the tax recorded, else the recorded tax over the taxable amount", () => {
    expect(orderTaxRate('0.055', '30.00', '1.65').toFixed(3)).toBe('0.055');
    // The ship-to's rate went up to 7 % since: 1.65 / 30.00 = 5.5 % is what the order was taxed at.
    expect(orderTaxRate('0.07', '30.00', '1.65').toFixed(3)).toBe('0.055');
    // An imported order recorded untaxed stays untaxed.
    expect(orderTaxRate('0.055', '30.00', '0').toFixed(3)).toBe('0.000');
    expect(orderTaxRate(null, '0', '0').toFixed(3)).toBe('0.000');
    expect(orderTaxRate('0.055', '0', '0').toFixed(3)).toBe('0.055');
  });

  it('numbers the invoice after the order: W0000012 -> IN0000012', () => {
    expect(defaultInvoiceNumber('W0000012')).toBe('IN0000012');
    expect(defaultInvoiceNumber('SO100482')).toBe('IN100482');
    expect(defaultInvoiceNumber('ABC')).toBe('ABC');
  });
});
