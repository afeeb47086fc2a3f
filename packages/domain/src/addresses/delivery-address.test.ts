import { describe, expect, it } from 'vitest';
import { deliveryAddressProblems, isValidZip } from './delivery-address';

const ok = {
  display: 'Home',
  name: 'Ada Lovelace',
  address1: '1 Main St',
  address2: '',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  contact: '',
  phone: '',
  deliveryTime: '',
};

describe('delivery address rules', () => {
  it('accepts a complete address and US or Canadian zips', () => {
    expect(deliveryAddressProblems(ok)).toEqual({});
    for (const zip of ['04101', '04101-1234', '041011234', 'K1A 0B1', 'k1a0b1']) expect(isValidZip(zip)).toBe(true);
    for (const zip of ['0410', '04101-12', 'ABCDE', '04101 1234']) expect(isValidZip(zip)).toBe(false);
  });
  it('names each broken field', () => {
    expect(
      deliveryAddressProblems({
        ...ok,
        display: 'd'.repeat(26),
        name: '',
        city: 'c'.repeat(21),
        state: 'MEE',
        zip: '1',
        phone: '555',
        deliveryTime: 't'.repeat(17),
      }),
    ).toEqual({
      display: 'Display Name can have at most 25 characters',
      name: 'Name is a required field',
      city: 'City can have at most 20 characters',
      state: 'State can have at most 2 characters',
      zip: 'Must be valid Zip Code',
      phone: 'Phone number format (###) ###-#### Ext ######',
      deliveryTime: 'Delivery Time can have at most 16 characters',
    });
  });
});
