import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  detectIssuer,
  luhnValid,
  TEST_CARDS,
  testCardOutcome,
  validateCardNumber,
  validateCvv,
  validateExpiry,
} from './card';

const live = { isTestTransaction: false };
const test = { isTestTransaction: true };

describe('TEST_CARDS', () => {
  it('holds the required numbers with their outcomes', () => {
    expect(testCardOutcome('4111111111111111')).toBe('approve');
    expect(testCardOutcome('4012888888881881')).toBe('approve');
    expect(testCardOutcome('5555555555554444')).toBe('approve');
    expect(testCardOutcome('378282246310005')).toBe('approve');
    expect(testCardOutcome('6011111111111117')).toBe('approve');
    expect(testCardOutcome('3530111333300000')).toBe('approve');
    expect(testCardOutcome('36227206271667')).toBe('approve');
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('decline');
    expect(testCardOutcome('4000-0000-0000-0119')).toBe('error');
    expect(testCardOutcome('4111111111111112')).toBeNull();
  });

  it('every entry passes Luhn, matches its issuer and validates in test mode', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(detectIssuer(card.number), card.number).toBe(card.issuer);
      expect(validateCardNumber(card.number, test), card.number).toBeNull();
    }
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
  });
});

describe('validateCardNumber', () => {
  it('checks in the spec order', () => {
    expect(validateCardNumber('', live)).toBe('Card Number is a required field');
    expect(validateCardNumber('  - ', live)).toBe(CARD_MESSAGES.required);
    expect(validateCardNumber('4111 1111 1111 111a', live)).toBe('Card Number is invalid');
    expect(validateCardNumber('9999999999999995', live)).toBe('Card Number is incomplete, or Card Issuer is unknown');
    expect(validateCardNumber('4111 1111 1111', live)).toBe(CARD_MESSAGES.incomplete); // 12 digits, Visa starts at 13
    expect(validateCardNumber('201400000000009', live)).toBe('Card is from an unaccepted Issuer'); // enRoute, Luhn-valid
    expect(validateCardNumber('4111111111111111', { ...live, accepted: ['MasterCard'] })).toBe(
      CARD_MESSAGES.unaccepted,
    );
    expect(validateCardNumber('41111111111111', live)).toBe('Card Number has the wrong length'); // Visa with 14
    expect(validateCardNumber('55555555555544441', live)).toBe(CARD_MESSAGES.wrongLength); // MasterCard with 17
    expect(validateCardNumber('4111111111111112', live)).toBe('Card Number is invalid'); // Luhn
    expect(validateCardNumber('4111 1111 1111 1111', live)).toBeNull();
  });

  it('takes only test numbers in test mode', () => {
    // 4000000000000010: a Luhn-valid Visa that is not on the list.
    expect(luhnValid('4000000000000010')).toBe(true);
    expect(validateCardNumber('4000000000000010', live)).toBeNull();
    expect(validateCardNumber('4000000000000010', test)).toBe('Only test card numbers are accepted in test mode');
    expect(validateCardNumber('4000000000000002', test)).toBeNull(); // declines later, at the gateway
  });
});

describe('validateExpiry', () => {
  // Sun 2026-11-15 12:00 UTC: November 2026 is the current month.
  const now = Date.parse('2026-11-15T12:00:00Z');
  it('wants MMYY with a real month', () => {
    expect(validateExpiry('1230', now)).toBeNull();
    expect(validateExpiry('12/30', now)).toBe('Expiration Date is invalid');
    expect(validateExpiry('123', now)).toBe(CARD_MESSAGES.expiryInvalid);
    expect(validateExpiry('0030', now)).toBe(CARD_MESSAGES.expiryInvalid);
    expect(validateExpiry('1330', now)).toBe(CARD_MESSAGES.expiryInvalid);
    expect(validateExpiry('', now)).toBe(CARD_MESSAGES.expiryInvalid);
  });

  it('is good through its month', () => {
    expect(validateExpiry('1126', now)).toBeNull(); // November 2026
    expect(validateExpiry('1026', now)).toBe('Card is expired'); // October 2026
    expect(validateExpiry('1225', now)).toBe(CARD_MESSAGES.expired); // December 2025
    expect(validateExpiry('0127', now)).toBeNull(); // January 2027
    // The month is read in UTC: 2026-12-01T00:30Z is December, so 1126 has run out.
    expect(validateExpiry('1126', Date.parse('2026-12-01T00:30:00Z'))).toBe(CARD_MESSAGES.expired);
  });
});

describe('validateCvv', () => {
  it('follows the issuer and the setting', () => {
    expect(validateCvv('', 'Visa', true)).toBe('CVV is a required field');
    expect(validateCvv('  ', 'Visa', false)).toBeNull();
    expect(validateCvv('123', 'Visa', true)).toBeNull();
    expect(validateCvv('1234', 'Visa', true)).toBe('CVV is invalid');
    expect(validateCvv('1234', 'AmericanExpress', true)).toBeNull();
    expect(validateCvv('123', 'AmericanExpress', true)).toBe(CARD_MESSAGES.cvvInvalid);
    expect(validateCvv('123', null, false)).toBeNull();
    expect(validateCvv('1234', null, false)).toBeNull();
    expect(validateCvv('12', null, false)).toBe(CARD_MESSAGES.cvvInvalid);
    expect(validateCvv('12a', 'Visa', false)).toBe(CARD_MESSAGES.cvvInvalid);
  });
});
