import { type BillingAddressInput, type BillingRules, validateBillingAddress } from './billing-address';
import { validateCardNumber, validateCvv, validateExpiry } from './card';
import { detectIssuer } from './card-issuers';

/** The site's creditCardSettings (spec 2 §3) that decide what a payment must carry. */
export interface PaymentRules extends BillingRules {
  cvvRequired: boolean;
  isTestTransaction: boolean;
}

/** The first problem of a billing address (spec 2 §5 Billing address), or null. */
export function billingAddressProblem(address: BillingAddressInput, rules: BillingRules): string | null {
  return Object.values(validateBillingAddress(address, rules)).find((m): m is string => typeof m === 'string') ?? null;
}

/** The first reason a card and its billing address cannot be charged (spec 2 §5 Card, Billing address), or null. */
export function cardPaymentProblem(
  card: { cardNumber: string; expirationDate: string; cvv2: string },
  address: BillingAddressInput,
  rules: PaymentRules,
  now: number,
): string | null {
  return (
    validateCardNumber(card.cardNumber, { isTestTransaction: rules.isTestTransaction }) ??
    validateExpiry(card.expirationDate, now) ??
    validateCvv(card.cvv2, detectIssuer(card.cardNumber), rules.cvvRequired) ??
    billingAddressProblem(address, rules)
  );
}
