import type { FieldProblems } from '../identity/account-fields';
import {
  PHONE_FORMAT_MESSAGE,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneDigits,
  ZIP_FORMAT_MESSAGE,
} from '../payments/billing-address';

export interface DeliveryAddressFields {
  display: string;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  contact: string;
  phone: string;
  deliveryTime: string;
}

/** Spec 2 §5 delivery address limits. */
export const DELIVERY_ADDRESS_LIMITS = {
  display: 25,
  name: 40,
  address1: 40,
  address2: 40,
  city: 20,
  state: 2,
  zip: 10,
  contact: 25,
  phone: 30,
  deliveryTime: 16,
} as const satisfies Record<keyof DeliveryAddressFields, number>;

const LABELS: Record<keyof DeliveryAddressFields, string> = {
  display: 'Display Name',
  name: 'Name',
  address1: 'Address',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  zip: 'Zip Code',
  contact: 'Contact',
  phone: 'Phone',
  deliveryTime: 'Delivery Time',
};

/** US 5 or 5+4 digits, or a Canadian postal code (A1A 1A1), 5 to 10 characters. */
export function isValidZip(zip: string): boolean {
  const z = zip.trim();
  if (z.length < 5 || z.length > 10) return false;
  return /^\d{5}(-?\d{4})?$/.test(z) || /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(z);
}

/** Spec 2 §5 rules, by field; empty when the address may be saved. Consumers have no contact or delivery time. */
export function deliveryAddressProblems(f: DeliveryAddressFields): FieldProblems<keyof DeliveryAddressFields> {
  const out: FieldProblems<keyof DeliveryAddressFields> = {};
  for (const key of Object.keys(DELIVERY_ADDRESS_LIMITS) as (keyof DeliveryAddressFields)[]) {
    if (key === 'phone') continue;
    if (f[key].trim().length > DELIVERY_ADDRESS_LIMITS[key])
      out[key] = `${LABELS[key]} can have at most ${DELIVERY_ADDRESS_LIMITS[key]} characters`;
  }
  if (f.display.trim() === '') out.display = 'Display Name is a required field';
  if (f.name.trim() === '') out.name = 'Name is a required field';
  if (!isValidZip(f.zip)) out.zip = ZIP_FORMAT_MESSAGE;
  if (f.phone.trim() !== '') {
    const digits = phoneDigits(f.phone.trim());
    if (digits === null || digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS)
      out.phone = PHONE_FORMAT_MESSAGE;
  }
  return out;
}
