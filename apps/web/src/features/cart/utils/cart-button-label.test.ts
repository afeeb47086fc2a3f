import { describe, expect, it } from 'vitest';
import { cartButtonLabel } from './cart-button-label';

describe('the header cart button name', () => {
  it('counts the cart, or says the order being edited is what it counts (issue 32)', () => {
    expect(cartButtonLabel(2, '$41.20', null)).toBe('Cart, 2 line(s), $41.20');
    expect(cartButtonLabel(0, null, null)).toBe('Cart, 0 line(s)');
    expect(cartButtonLabel(3, '$9.00', 'W0000123')).toBe('Order W0000123 being edited, 3 line(s), $9.00');
    expect(cartButtonLabel(3, null, 'W0000123')).toBe('Order W0000123 being edited, 3 line(s)');
  });
});
