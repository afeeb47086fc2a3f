import { ACCEPTED_CARD_ISSUERS, CARD_ISSUERS, type CardIssuer } from '../payments/card-issuers';
import { type Decimal, isZero } from '../units/decimal';

/** Spec 2 §3 Payment types. */
export const PAYMENT_TYPES = { ApplyCredit: 0, CreditCard: 1, Check: 2 } as const;
export type PaymentTypeName = keyof typeof PAYMENT_TYPES;
export type PaymentType = (typeof PAYMENT_TYPES)[PaymentTypeName];

/** Check is shown as eCheck. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = { 0: 'Apply Credit', 1: 'Credit Card', 2: 'eCheck' };

export interface AcceptedPaymentType {
  paymentType: PaymentType;
  /** Spec 2 §3 card issuer code; 8 for eCheck. */
  creditCardIssuer: number;
  name: string;
}

/** What GET /api/payment/types answers: each accepted card issuer (enRoute excluded) and eCheck. */
export function acceptedPaymentTypes(issuers: readonly CardIssuer[] = ACCEPTED_CARD_ISSUERS): AcceptedPaymentType[] {
  return [
    ...issuers
      .filter((i) => i !== 'enRoute')
      .map((i) => ({ paymentType: PAYMENT_TYPES.CreditCard, creditCardIssuer: CARD_ISSUERS[i], name: i })),
    { paymentType: PAYMENT_TYPES.Check, creditCardIssuer: CARD_ISSUERS.eCheck, name: 'eCheck' },
  ];
}

/**
 * Spec 2 §4 Payment method list: a zero total offers Apply Credit only; otherwise Credit
 * Card and / or eCheck as the available types allow. The first is preselected.
 */
export function paymentMethodsFor(total: Decimal, types: readonly { paymentType: number }[]): PaymentType[] {
  if (isZero(total)) return [PAYMENT_TYPES.ApplyCredit];
  const methods: PaymentType[] = [];
  if (types.some((t) => t.paymentType === PAYMENT_TYPES.CreditCard)) methods.push(PAYMENT_TYPES.CreditCard);
  if (types.some((t) => t.paymentType === PAYMENT_TYPES.Check)) methods.push(PAYMENT_TYPES.Check);
  return methods;
}
