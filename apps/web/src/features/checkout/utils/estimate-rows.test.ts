import { describe, expect, it } from 'vitest';
import type { CartEstimate } from '@storefront/contract';
import { estimateRows, orderTotalLabel } from './estimate-rows';

const estimate: CartEstimate = {
  lineTotal: '99.60',
  taxableAmount: '40.00',
  tax: '2.20',
  addOnCharges: '12.50',
  charges: [
    { name: 'Delivery Fee', amount: '7.50' },
    { name: 'Small Order Charge', amount: '5.00' },
  ],
  // 99.60 + 2.20 + 12.50
  total: '114.30',
  minimumOrderAmount: '0.00',
  messages: [],
};

describe('estimateRows', () => {
  it('lists every amount and each charge by name; consumers see Total', () => {
    expect(estimateRows(estimate, true)).toEqual([
      { label: 'Line Total', value: '$99.60' },
      { label: 'Taxable Amount', value: '$40.00' },
      { label: 'Tax', value: '$2.20' },
      { label: 'Delivery Fee', value: '$7.50' },
      { label: 'Small Order Charge', value: '$5.00' },
      { label: 'Total', value: '$114.30', strong: true },
    ]);
  });

  it('labels the total as estimated for trade customers', () => {
    const rows = estimateRows({ ...estimate, charges: [], addOnCharges: '0.00', total: '101.80' }, false);
    expect(rows.map((r) => r.label)).toEqual(['Line Total', 'Taxable Amount', 'Tax', 'Estimated Total']);
    expect(rows.at(-1)?.value).toBe('$101.80');
  });

  it("labels a total with a catch-weight line's estimate in it 'Estimated total', for consumers and trade alike", () => {
    expect(estimateRows(estimate, true, true).at(-1)).toEqual({
      label: 'Estimated total',
      value: '$114.30',
      strong: true,
    });
    expect([orderTotalLabel(false, true), orderTotalLabel(true, false), orderTotalLabel(false, false)]).toEqual([
      'Estimated total',
      'Total',
      'Estimated Total',
    ]);
  });

  it('shows an add-on sum that came without a breakdown', () => {
    const rows = estimateRows({ ...estimate, charges: [], addOnCharges: '3.00', total: '104.80' }, false);
    expect(rows).toContainEqual({ label: 'Add-on Charges', value: '$3.00' });
  });
});
