import { describe, expect, it } from 'vitest';
import type { SessionSettings } from '@storefront/contract';
import { CARD_MESSAGES } from '@storefront/domain';
import {
  EMPTY_BILLING,
  hasErrors,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  paymentErrors,
  type PaymentForm,
} from '../../../components/payment/payment-form';
import { cardRequest, prefillBilling } from './payment-form';
import { address } from './test-fixtures';

const settings: SessionSettings['creditCardSettings'] = {
  addressRequired: true,
  ccV2Required: true,
  holderNameRequired: true,
  phoneRequired: false,
  isTestTransaction: false,
};
// Tue 2026-11-24 12:00 UTC.
const now = Date.UTC(2026, 10, 24, 12);
const billing = {
  name: 'Jane Doe',
  address1: '12 Elm St',
  address2: '',
  city: 'Portland',
  state: 'ME',
  zip: '04102',
  phone: '',
};
const good: PaymentForm = { card: { cardNumber: '4111 1111 1111 1111', expiry: '1130', cvv: '123' }, billing };

describe('masks', () => {
  it('groups the card number by its issuer and stops at its longest length', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('3782-822463-10005')).toBe('3782 822463 10005');
    // American Express numbers have 15 digits: the 16th is not taken.
    expect(maskCardNumber('3782822463100059')).toBe('3782 822463 10005');
    expect(maskCardNumber('41x1')).toBe('411');
  });

  it('keeps as many CVV digits as the issuer uses', () => {
    expect(maskCvv('12345', '3782 822463 10005')).toBe('1234');
    expect(maskCvv('1a2345', '4111 1111 1111 1111')).toBe('123');
  });

  it('keeps four expiry digits', () => {
    expect(maskExpiry('11/30')).toBe('1130');
    expect(maskExpiry('113045')).toBe('1130');
  });
});

describe('paymentErrors', () => {
  it('passes a good card and address', () => {
    expect(paymentErrors(good, settings, now)).toEqual({});
    expect(hasErrors(paymentErrors(good, settings, now))).toBe(false);
  });

  it('reports each card field with the domain messages', () => {
    const errors = paymentErrors(
      { ...good, card: { cardNumber: '4111 1111 1111 1112', expiry: '1026', cvv: '' } },
      settings,
      now,
    );
    expect(errors).toEqual({
      cardNumber: CARD_MESSAGES.invalid,
      expiry: CARD_MESSAGES.expired,
      cvv: CARD_MESSAGES.cvvRequired,
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('needs the CVV only when configured, and its length follows the issuer', () => {
    const noCvv = { ...good, card: { ...good.card, cvv: '' } };
    expect(paymentErrors(noCvv, { ...settings, ccV2Required: false }, now)).toEqual({});
    const amex = { ...good, card: { ...good.card, cardNumber: '3782 822463 10005', cvv: '123' } };
    expect(paymentErrors(amex, settings, now)).toEqual({ cvv: CARD_MESSAGES.cvvInvalid });
  });

  it('accepts only test cards in test mode', () => {
    const real = { ...good, card: { ...good.card, cardNumber: '4532 0151 1283 0366' } };
    expect(paymentErrors(real, { ...settings, isTestTransaction: true }, now)).toEqual({
      cardNumber: CARD_MESSAGES.notTestCard,
    });
    expect(paymentErrors(good, { ...settings, isTestTransaction: true }, now)).toEqual({});
  });

  it('applies the billing rules of the settings', () => {
    const errors = paymentErrors(
      { ...good, billing: { ...billing, name: 'Jane', address1: '' } },
      { ...settings, phoneRequired: true },
      now,
    );
    expect(errors).toEqual({
      name: 'Please enter first and last name',
      address1: 'Address is a required field',
      phone: 'Phone is a required field',
    });
  });
});

describe('prefillBilling', () => {
  it('copies the delivery address into an empty billing address only', () => {
    expect(prefillBilling(EMPTY_BILLING, address(5))).toEqual({
      name: 'Jane Doe',
      address1: '12 Elm St',
      address2: 'Apt 3',
      city: 'Portland',
      state: 'ME',
      zip: '04102',
      phone: '2075550100',
    });
    expect(prefillBilling({ ...EMPTY_BILLING, city: 'Bangor' }, address(5))).toEqual({
      ...EMPTY_BILLING,
      city: 'Bangor',
    });
    expect(prefillBilling(EMPTY_BILLING, null)).toBe(EMPTY_BILLING);
  });
});

describe('cardRequest', () => {
  it('sends digits only and the holder name twice', () => {
    expect(cardRequest(good, { orderTotal: '114.30', deliveryAddressId: 5, email: 'jane@example.com' })).toEqual({
      orderTotal: '114.30',
      creditCard: { cardNumber: '4111111111111111', expirationDate: '1130', cvv2: '123' },
      address: { ...billing, accountHolderName: 'Jane Doe', country: 'US', email: 'jane@example.com' },
      deliveryAddressId: 5,
    });
  });
});
