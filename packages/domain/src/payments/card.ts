import {
  ACCEPTED_CARD_ISSUERS,
  type CardIssuer,
  cardDigits,
  cardLengths,
  cvvLength,
  detectIssuer,
  luhnValid,
} from './card-issuers';
import { testCardOutcome } from './test-cards';

export * from './card-issuers';
export * from './test-cards';

/** Spec 2 §5 Card messages, verbatim; notTestCard is ours (the spec only says test mode takes a fixed list). */
export const CARD_MESSAGES = {
  required: 'Card Number is a required field',
  invalid: 'Card Number is invalid',
  incomplete: 'Card Number is incomplete, or Card Issuer is unknown',
  unaccepted: 'Card is from an unaccepted Issuer',
  wrongLength: 'Card Number has the wrong length',
  expiryInvalid: 'Expiration Date is invalid',
  expired: 'Card is expired',
  cvvRequired: 'CVV is a required field',
  cvvInvalid: 'CVV is invalid',
  notTestCard: 'Only test card numbers are accepted in test mode',
} as const;

/**
 * Order of checks: required; a character other than digits, spaces and dashes -> invalid; issuer unknown or fewer digits than
 * the issuer's shortest number -> incomplete; unaccepted issuer; a length the issuer does not issue -> wrongLength; Luhn -> invalid;
 * test mode and not in TEST_CARDS -> notTestCard. null when valid. `accepted` defaults to ACCEPTED_CARD_ISSUERS.
 */
export function validateCardNumber(
  cardNumber: string,
  options: { accepted?: readonly CardIssuer[]; isTestTransaction: boolean },
): string | null {
  const digits = cardDigits(cardNumber);
  if (digits === '') return CARD_MESSAGES.required;
  if (!/^\d+$/.test(digits)) return CARD_MESSAGES.invalid;
  const issuer = detectIssuer(digits);
  const lengths = cardLengths(issuer);
  if (issuer === null || digits.length < Math.min(...lengths)) return CARD_MESSAGES.incomplete;
  if (!(options.accepted ?? ACCEPTED_CARD_ISSUERS).includes(issuer)) return CARD_MESSAGES.unaccepted;
  if (!lengths.includes(digits.length)) return CARD_MESSAGES.wrongLength;
  if (!luhnValid(digits)) return CARD_MESSAGES.invalid;
  if (options.isTestTransaction && testCardOutcome(digits) === null) return CARD_MESSAGES.notTestCard;
  return null;
}

/**
 * MMYY, exactly 4 digits, month 01..12 -> else expiryInvalid (the spec says month 0 to 12; there is no month 00, so it is refused
 * too); before the current month of `now` (UTC) -> expired. YY is 20YY; a card is good through the last day of its month.
 */
export function validateExpiry(mmyy: string, now: number): string | null {
  const match = /^(\d{2})(\d{2})$/.exec(mmyy.trim());
  if (!match) return CARD_MESSAGES.expiryInvalid;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid;
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return year * 12 + month < current ? CARD_MESSAGES.expired : null;
}

/** 3 to 4 digits; American Express 4, others 3 when the issuer is known; required only when `required`. */
export function validateCvv(cvv: string, issuer: CardIssuer | null, required: boolean): string | null {
  const text = cvv.trim();
  if (text === '') return required ? CARD_MESSAGES.cvvRequired : null;
  if (!/^\d{3,4}$/.test(text)) return CARD_MESSAGES.cvvInvalid;
  if (issuer !== null && text.length !== cvvLength(issuer)) return CARD_MESSAGES.cvvInvalid;
  return null;
}
