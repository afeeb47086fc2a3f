import { describe, expect, it } from 'vitest';
import { toDecimal } from '../units/decimal';
import { routingNumberValid, validateECheck } from './echeck';
import { acceptedPaymentTypes, paymentMethodsFor } from './payment-types';

describe('payment types and methods', () => {
  it('lists the accepted issuers without enRoute, then eCheck', () => {
    const types = acceptedPaymentTypes();
    expect(types.map((t) => t.creditCardIssuer)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(types.at(-1)).toEqual({ paymentType: 2, creditCardIssuer: 8, name: 'eCheck' });
  });

  it('offers Apply Credit only for a zero total, else card and / or eCheck', () => {
    const types = acceptedPaymentTypes();
    expect(paymentMethodsFor(toDecimal(0), types)).toEqual([0]);
    expect(paymentMethodsFor(toDecimal(5), types)).toEqual([1, 2]);
    expect(
      paymentMethodsFor(
        toDecimal(5),
        types.filter((t) => t.paymentType === 2),
      ),
    ).toEqual([2]);
    expect(paymentMethodsFor(toDecimal(5), [])).toEqual([]);
  });
});

describe('eCheck (spec 2 §5)', () => {
  it('requires and confirms the account and routing numbers', () => {
    expect(
      validateECheck({ accountNumber: '', confirmAccountNumber: '', routingNumber: '', confirmRoutingNumber: '' }),
    ).toEqual({
      accountNumber: 'Account Number is required',
      routingNumber: 'Routing Number is required',
    });
    expect(
      validateECheck({
        accountNumber: '123',
        confirmAccountNumber: '124',
        routingNumber: '011000015',
        confirmRoutingNumber: '011000016',
      }),
    ).toEqual({
      confirmAccountNumber: 'Account Numbers do not match',
      confirmRoutingNumber: 'Routing Numbers do not match',
    });
    expect(
      validateECheck({
        accountNumber: '123',
        confirmAccountNumber: '123',
        routingNumber: '011000015',
        confirmRoutingNumber: '011000015',
      }),
    ).toEqual({});
  });

  it('checks the ABA routing checksum', () => {
    expect(routingNumberValid('011000015')).toBe(true);
    expect(routingNumberValid('021000021')).toBe(true);
    expect(routingNumberValid('011000016')).toBe(false);
    expect(routingNumberValid('12345')).toBe(false);
  });
});
