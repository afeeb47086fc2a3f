import type { DeliveryAddress, SessionSettings, SubmitCardRequest } from '@storefront/contract';
import {
  cardDigits,
  cvvLength,
  detectIssuer,
  formatCardNumber,
  maxCardLength,
  validateBillingAddress,
  validateCardNumber,
  validateCvv,
  validateExpiry,
  type BillingAddressInput,
} from '@storefront/domain';

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
export const EMPTY_BILLING: BillingAddressInput = { name: '', address1: '', address2: '', city: '', state: '', zip: '', phone: '' };
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

/** The billing address starts as the delivery address, until the buyer typed anything into it. */
export function prefillBilling(current: BillingAddressInput, address: DeliveryAddress | null): BillingAddressInput {
  const fields: (keyof BillingAddressInput)[] = ['name', 'address1', 'address2', 'city', 'state', 'zip', 'phone'];
  const untouched = fields.every((f) => current[f].trim() === '');
  if (!untouched || !address) return current;
  return {
    name: address.name,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    phone: address.phone,
  };
}

export interface CardRequestContext {
  /** The estimate's total the buyer confirmed, 2 decimals. */
  orderTotal: string;
  deliveryAddressId: number | null;
  email: string;
}

/** POST /api/cart/submit/card body; the card number goes as digits only. */
export function cardRequest(form: PaymentForm, ctx: CardRequestContext): SubmitCardRequest {
  const billing = form.billing;
  return {
    orderTotal: ctx.orderTotal,
    creditCard: { cardNumber: cardDigits(form.card.cardNumber), expirationDate: form.card.expiry, cvv2: form.card.cvv },
    address: {
      name: billing.name.trim(),
      accountHolderName: billing.name.trim(),
      address1: billing.address1.trim(),
      address2: billing.address2.trim(),
      city: billing.city.trim(),
      state: billing.state.trim().toUpperCase(),
      zip: billing.zip.trim(),
      phone: billing.phone.trim(),
      country: 'US',
      email: ctx.email,
    },
    deliveryAddressId: ctx.deliveryAddressId,
  };
}
