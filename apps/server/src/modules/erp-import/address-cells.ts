import { isValidZip, phoneProblem, storedPhone, ZIP_FORMAT_MESSAGE } from '@storefront/domain';
import type { ImportColumn } from './import-kind';
import type { RowReader } from './row-reader';

/** A postal address and phone as customers and ship-tos store them (the same column lengths in both tables). */
export interface AddressCells {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  /** Digits only, as the address book stores them. */
  phone: string;
}

/** The address columns of a customers or ship-tos file, with the template's example values. */
export function addressColumns(example: AddressCells): ImportColumn[] {
  return [
    {
      name: 'address1',
      required: false,
      description: 'Street address (up to 40 characters)',
      example: example.address1,
    },
    {
      name: 'address2',
      required: false,
      description: 'Second address line (up to 40 characters)',
      example: example.address2,
    },
    { name: 'city', required: false, description: 'City (up to 20 characters)', example: example.city },
    { name: 'state', required: false, description: 'State: 2 letters', example: example.state },
    {
      name: 'zip',
      required: false,
      description: 'US zip (12345 or 12345-6789) or Canadian postal code',
      example: example.zip,
    },
    {
      name: 'phone',
      required: false,
      description: '10 to 16 digits: (207) 555-0100 Ext 12; stored as digits',
      example: example.phone,
    },
  ];
}

/** Reads the address columns with the address book's rules: a zip and phone are checked when given. */
export function readAddress(r: RowReader): AddressCells {
  const state = r.text('state', 2).toUpperCase();
  if (state !== '' && state.length <= 2 && !/^[A-Z]{2}$/.test(state)) r.problem('state', 'must be 2 letters');
  const zip = r.text('zip', 10).toUpperCase();
  if (zip !== '' && !isValidZip(zip)) r.problem('zip', ZIP_FORMAT_MESSAGE);
  const phone = r.text('phone', 30);
  const phoneWrong = phoneProblem(phone);
  if (phoneWrong) r.problem('phone', phoneWrong);
  return {
    address1: r.text('address1', 40),
    address2: r.text('address2', 40),
    city: r.text('city', 20),
    state,
    zip,
    phone: storedPhone(phone),
  };
}
