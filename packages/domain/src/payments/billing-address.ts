/** Spec 2 §5 Billing address (payment) and §9 limits. */
export interface BillingAddressInput {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** The site's creditCardSettings (spec 2 §3). */
export interface BillingRules {
  holderNameRequired: boolean;
  addressRequired: boolean;
  phoneRequired: boolean;
}

export type BillingAddressErrors = Partial<Record<keyof BillingAddressInput, string>>;

export const BILLING_NAME_MAX_LENGTH = 40;
export const BILLING_ADDRESS_MAX_LENGTH = 40;
export const BILLING_CITY_MAX_LENGTH = 20;
export const ZIP_MIN_LENGTH = 5;
export const ZIP_MAX_LENGTH = 10;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 16;
export const PHONE_FORMAT_MESSAGE = 'Phone number format (###) ###-#### Ext ######';
export const ZIP_FORMAT_MESSAGE = 'Must be valid Zip Code';

function tooLong(label: string, max: number): string {
  return `${label} can have at most ${max} characters`;
}

/**
 * The digits of a phone typed through the (###) ###-#### ###### mask, or null when it holds anything besides digits,
 * spaces, ( ) - . + and an 'Ext'/'x' before the extension.
 */
export function phoneDigits(phone: string): string | null {
  const rest = phone.replace(/ext\.?|x|[\s().+-]/gi, '');
  return /^\d*$/.test(rest) ? rest : null;
}

/**
 * name: max 40; 'Name is a required field' when holderNameRequired and blank; 'Please enter first and last name' when given but
 * fewer than two words. address1: required when addressRequired ('Address is a required field'), max 40; address2 max 40;
 * city required ('City is a required field'), max 20; state required ('State is a required field'), exactly 2 letters
 * ('State must be 2 letters'); zip required ('ZIP Code is required'), 5 to 10 characters ('Must be valid Zip Code');
 * phone required when phoneRequired ('Phone is a required field'), 10 to 16 digits ('Phone number format (###) ###-#### Ext ######').
 * Max-length messages: '<Label> can have at most N characters'. Values are measured without outer spaces.
 */
export function validateBillingAddress(input: BillingAddressInput, rules: BillingRules): BillingAddressErrors {
  const errors: BillingAddressErrors = {};
  const name = input.name.trim();
  if (name === '') {
    if (rules.holderNameRequired) errors.name = 'Name is a required field';
  } else if (name.length > BILLING_NAME_MAX_LENGTH) {
    errors.name = tooLong('Name', BILLING_NAME_MAX_LENGTH);
  } else if (name.split(/\s+/).length < 2) {
    errors.name = 'Please enter first and last name';
  }

  const address1 = input.address1.trim();
  if (address1 === '') {
    if (rules.addressRequired) errors.address1 = 'Address is a required field';
  } else if (address1.length > BILLING_ADDRESS_MAX_LENGTH) {
    errors.address1 = tooLong('Address', BILLING_ADDRESS_MAX_LENGTH);
  }
  if (input.address2.trim().length > BILLING_ADDRESS_MAX_LENGTH)
    errors.address2 = tooLong('Address 2', BILLING_ADDRESS_MAX_LENGTH);

  const city = input.city.trim();
  if (city === '') errors.city = 'City is a required field';
  else if (city.length > BILLING_CITY_MAX_LENGTH) errors.city = tooLong('City', BILLING_CITY_MAX_LENGTH);

  const state = input.state.trim();
  if (state === '') errors.state = 'State is a required field';
  else if (!/^[A-Za-z]{2}$/.test(state)) errors.state = 'State must be 2 letters';

  const zip = input.zip.trim();
  if (zip === '') errors.zip = 'ZIP Code is required';
  else if (zip.length < ZIP_MIN_LENGTH || zip.length > ZIP_MAX_LENGTH) errors.zip = ZIP_FORMAT_MESSAGE;

  const phone = input.phone.trim();
  if (phone === '') {
    if (rules.phoneRequired) errors.phone = 'Phone is a required field';
  } else {
    const digits = phoneDigits(phone);
    if (digits === null || digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS)
      errors.phone = PHONE_FORMAT_MESSAGE;
  }
  return errors;
}
