import type { SessionSettings } from '@storefront/contract';
import {
  cvvLength,
  cardDigits,
  detectIssuer,
  formatCardNumber,
  maxCardLength,
  validateBillingAddress,
  validateCardNumber,
  validateCvv,
  validateExpiry,
  type BillingAddressInput,
} from '@storefront/domain';

/** The card and billing-address form checkout and invoice payment share (spec 2 §5). */
type CreditCardSettings = SessionSettings['creditCardSettings'];

/** Card data lives in component state only: never stored, never logged, cleared after submit. */
export interface CardForm {
  /** As typed, grouped by the issuer's mask ('4111 1111 1111 1111'). */
  cardNumber: string;
  /** MMYY. */
  expiry: string;
  cvv: string;
}

export interface PaymentForm {
  card: CardForm;
  billing: BillingAddressInput;
}

export type PaymentField = keyof CardForm | keyof BillingAddressInput;
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export const EMPTY_CARD: CardForm = { cardNumber: '', expiry: '', cvv: '' };
export const EMPTY_BILLING: BillingAddressInput = {
  name: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
};
export const EMPTY_PAYMENT: PaymentForm = { card: EMPTY_CARD, billing: EMPTY_BILLING };

/** Spec 2 §5 card and billing-address rules, with the options creditCardSettings sets. */
export function paymentErrors(form: PaymentForm, settings: CreditCardSettings, now: number): PaymentErrors {
  const errors: PaymentErrors = {
    ...validateBillingAddress(form.billing, {
      holderNameRequired: settings.holderNameRequired,
      addressRequired: settings.addressRequired,
      phoneRequired: settings.phoneRequired,
    }),
  };
  const card = validateCardNumber(form.card.cardNumber, { isTestTransaction: settings.isTestTransaction });
  const expiry = validateExpiry(form.card.expiry, now);
  const cvv = validateCvv(form.card.cvv, detectIssuer(form.card.cardNumber), settings.ccV2Required);
  if (card) errors.cardNumber = card;
  if (expiry) errors.expiry = expiry;
  if (cvv) errors.cvv = cvv;
  return errors;
}

export const hasErrors = (errors: Partial<Record<string, string>>): boolean => Object.values(errors).some((e) => !!e);

/** The card number input: digits only, no longer than the issuer allows, grouped by its mask. */
export function maskCardNumber(typed: string): string {
  const digits = cardDigits(typed);
  return formatCardNumber(digits.slice(0, maxCardLength(detectIssuer(digits))));
}

/** The CVV input: digits only, as many as the issuer's CVV has (4 for American Express). */
export function maskCvv(typed: string, cardNumber: string): string {
  return typed.replace(/\D/g, '').slice(0, cvvLength(detectIssuer(cardNumber)));
}

/** The MMYY input: digits only, 4 at most. */
export function maskExpiry(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4);
}
