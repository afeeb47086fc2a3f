import { describe, expect, it } from 'vitest';
import type { DetailsForm } from './delivery-details';
import { cardSummary, orderSummary } from './order-summary';
import { address, customer } from './test-fixtures';

const form: DetailsForm = {
  shipToCode: 'DOCK',
  addressId: 5,
  deliveryDate: '2026-11-26',
  customerPo: 'PO-77 ',
  specialInstruction1: 'Back door',
  specialInstruction2: '',
  notes: '',
};

describe('cardSummary', () => {
  it('names the brand and the last four digits only', () => {
    expect(cardSummary({ cardNumber: '4111 1111 1111 1111', expiry: '1130', cvv: '123' })).toBe('Visa ending 1111');
    expect(cardSummary({ cardNumber: '3782 822463 10005', expiry: '1130', cvv: '1234' })).toBe(
      'American Express ending 0005',
    );
    expect(cardSummary({ cardNumber: '', expiry: '', cvv: '' })).toBe('');
  });
});

describe('orderSummary', () => {
  it('shows a trade order with its ship-to and date (Thursday, November 26, 2026)', () => {
    expect(
      orderSummary({ mode: { consumer: false, shipMethod: null }, form, customer, address: null, card: null }),
    ).toEqual([
      { label: 'Ship-To', value: 'DOCK - Dock Bar' },
      { label: 'Delivery Date', value: 'Thursday, November 26, 2026' },
      { label: 'Customer P.O.', value: 'PO-77' },
      { label: 'Special Instruction 1', value: 'Back door' },
      { label: 'Special Instruction 2', value: '' },
      { label: 'Notes', value: '' },
    ]);
  });

  it('shows a consumer delivery with its address and card', () => {
    const items = orderSummary({
      mode: { consumer: true, shipMethod: 'Delivery' },
      form,
      customer: null,
      address: address(5),
      card: { cardNumber: '4111 1111 1111 1111', expiry: '1130', cvv: '123' },
    });
    expect(items.slice(0, 2)).toEqual([
      { label: 'Shipment Method', value: 'Delivery' },
      { label: 'Delivery Address', value: 'Jane Doe\n12 Elm St\nPortland, ME 04102' },
    ]);
    expect(items.at(-1)).toEqual({ label: 'Payment', value: 'Visa ending 1111' });
    expect(items.map((i) => i.label)).not.toContain('Ship-To');
  });

  it('shows pickup without an address', () => {
    const items = orderSummary({
      mode: { consumer: true, shipMethod: 'Pickup' },
      form,
      customer: null,
      address: address(5),
      card: null,
    });
    expect(items[0]).toEqual({ label: 'Shipment Method', value: 'Pickup' });
    expect(items.map((i) => i.label)).not.toContain('Delivery Address');
  });
});
