import { describe, expect, it } from 'vitest';
import { type BillingAddressInput, type BillingRules, validateBillingAddress } from './billing-address';

const good: BillingAddressInput = {
  name: 'Ada Lovelace',
  address1: '12 Harbor Road',
  address2: '',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  phone: '(207) 555-0100',
};
const lenient: BillingRules = { holderNameRequired: false, addressRequired: false, phoneRequired: false };
const strict: BillingRules = { holderNameRequired: true, addressRequired: true, phoneRequired: true };

describe('validateBillingAddress', () => {
  it('accepts a complete address under the strictest rules', () => {
    expect(validateBillingAddress(good, strict)).toEqual({});
  });

  it('names each missing field that is required', () => {
    const empty: BillingAddressInput = {
      name: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
      phone: '',
    };
    expect(validateBillingAddress(empty, strict)).toEqual({
      name: 'Name is a required field',
      address1: 'Address is a required field',
      city: 'City is a required field',
      state: 'State is a required field',
      zip: 'ZIP Code is required',
      phone: 'Phone is a required field',
    });
    // City, state and ZIP are always required.
    expect(validateBillingAddress({ ...empty, name: '  ' }, lenient)).toEqual({
      city: 'City is a required field',
      state: 'State is a required field',
      zip: 'ZIP Code is required',
    });
  });

  it('wants a first and a last name when a name is given', () => {
    expect(validateBillingAddress({ ...good, name: 'Ada' }, lenient)).toEqual({
      name: 'Please enter first and last name',
    });
    expect(validateBillingAddress({ ...good, name: '  Ada   Lovelace ' }, lenient)).toEqual({});
  });

  it('bounds the lengths', () => {
    const long = {
      ...good,
      name: `Ada ${'L'.repeat(37)}`, // 41
      address1: 'A'.repeat(41),
      address2: 'B'.repeat(41),
      city: 'C'.repeat(21),
    };
    expect(validateBillingAddress(long, lenient)).toEqual({
      name: 'Name can have at most 40 characters',
      address1: 'Address can have at most 40 characters',
      address2: 'Address 2 can have at most 40 characters',
      city: 'City can have at most 20 characters',
    });
    const atLimits = {
      ...good,
      name: `Ada ${'L'.repeat(36)}`,
      address1: 'A'.repeat(40),
      address2: 'B'.repeat(40),
      city: 'C'.repeat(20),
    };
    expect(validateBillingAddress(atLimits, lenient)).toEqual({});
  });

  it('wants a 2-letter state', () => {
    expect(validateBillingAddress({ ...good, state: 'Maine' }, lenient)).toEqual({ state: 'State must be 2 letters' });
    expect(validateBillingAddress({ ...good, state: 'M1' }, lenient)).toEqual({ state: 'State must be 2 letters' });
    expect(validateBillingAddress({ ...good, state: 'me' }, lenient)).toEqual({});
  });

  it('takes a ZIP of 5 to 10 characters', () => {
    expect(validateBillingAddress({ ...good, zip: '0410' }, lenient)).toEqual({ zip: 'Must be valid Zip Code' });
    expect(validateBillingAddress({ ...good, zip: '04101-12345' }, lenient)).toEqual({ zip: 'Must be valid Zip Code' });
    expect(validateBillingAddress({ ...good, zip: '04101-1234' }, lenient)).toEqual({});
    expect(validateBillingAddress({ ...good, zip: 'K1A 0B1' }, lenient)).toEqual({});
  });

  it('counts 10 to 16 phone digits through the mask', () => {
    const format = { phone: 'Phone number format (###) ###-#### Ext ######' };
    expect(validateBillingAddress({ ...good, phone: '(207) 555-010' }, lenient)).toEqual(format); // 9 digits
    expect(validateBillingAddress({ ...good, phone: '2075550100' }, lenient)).toEqual({});
    expect(validateBillingAddress({ ...good, phone: '(207) 555-0100 Ext 123456' }, lenient)).toEqual({}); // 16 digits
    expect(validateBillingAddress({ ...good, phone: '(207) 555-0100 1234567' }, lenient)).toEqual(format); // 17 digits
    expect(validateBillingAddress({ ...good, phone: '207 555 CALL' }, lenient)).toEqual(format);
    expect(validateBillingAddress({ ...good, phone: '' }, lenient)).toEqual({});
  });
});
