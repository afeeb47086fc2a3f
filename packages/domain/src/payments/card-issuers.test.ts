import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_CARD_ISSUERS,
  CARD_ISSUERS,
  cardBrandName,
  cardDigits,
  cardGroups,
  cardIssuerByCode,
  cvvLength,
  detectIssuer,
  formatCardNumber,
  lastFour,
  luhnValid,
  maxCardLength,
} from './card-issuers';

describe('detectIssuer', () => {
  it('reads the IIN ranges', () => {
    expect(detectIssuer('4111 1111 1111 1111')).toBe('Visa');
    expect(detectIssuer('5100')).toBe('MasterCard');
    expect(detectIssuer('5599')).toBe('MasterCard');
    expect(detectIssuer('2221')).toBe('MasterCard');
    expect(detectIssuer('2720')).toBe('MasterCard');
    expect(detectIssuer('3400')).toBe('AmericanExpress');
    expect(detectIssuer('3782-822463-10005')).toBe('AmericanExpress');
    expect(detectIssuer('6011')).toBe('Discover');
    expect(detectIssuer('6440')).toBe('Discover');
    expect(detectIssuer('6500')).toBe('Discover');
    expect(detectIssuer('622126')).toBe('Discover');
    expect(detectIssuer('622925')).toBe('Discover');
    expect(detectIssuer('3528')).toBe('JCB');
    expect(detectIssuer('3589')).toBe('JCB');
    expect(detectIssuer('3000')).toBe('DinersClub');
    expect(detectIssuer('3050')).toBe('DinersClub');
    expect(detectIssuer('3600')).toBe('DinersClub');
    expect(detectIssuer('3800')).toBe('DinersClub');
    expect(detectIssuer('3900')).toBe('DinersClub');
    expect(detectIssuer('2014')).toBe('enRoute');
    expect(detectIssuer('2149')).toBe('enRoute');
  });

  it('answers null just outside the ranges, for too few digits and for non-digits', () => {
    for (const outside of [
      '5000',
      '5600',
      '2220',
      '2721',
      '3500',
      '3527',
      '3590',
      '3060',
      '6010',
      '6430',
      '622125',
      '622926',
      '2015',
    ]) {
      expect(detectIssuer(outside), outside).toBeNull();
    }
    expect(detectIssuer('3')).toBeNull(); // Amex, JCB or Diners: not yet known
    expect(detectIssuer('22')).toBeNull();
    expect(detectIssuer('')).toBeNull();
    expect(detectIssuer('4111x')).toBeNull();
  });
});

describe('luhnValid', () => {
  it('checks the mod-10 sum', () => {
    // 79927398713: the textbook example, sum 70.
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4111 1111')).toBe(false);
  });
});

describe('card masks and names', () => {
  it('groups by the usual length of the issuer', () => {
    expect(cardGroups('Visa')).toEqual([4, 4, 4, 4]);
    expect(cardGroups('AmericanExpress')).toEqual([4, 6, 5]);
    expect(cardGroups('DinersClub')).toEqual([4, 6, 4]);
    expect(cardGroups(null)).toEqual([4, 4, 4, 4]);
  });

  it('formats what is typed so far', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('411111')).toBe('4111 11');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782 8224 6310 0059 99')).toBe('3782 822463 10005'); // capped at Amex's 15
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
    expect(formatCardNumber('4111-1111-1111-1111-111')).toBe('4111 1111 1111 1111 111'); // a 19-digit Visa
    expect(formatCardNumber('')).toBe('');
  });

  it('knows lengths, CVV lengths, brands and codes', () => {
    expect(maxCardLength('Visa')).toBe(19);
    expect(maxCardLength('MasterCard')).toBe(16);
    expect(maxCardLength('AmericanExpress')).toBe(15);
    expect(maxCardLength(null)).toBe(19);
    expect(cvvLength('AmericanExpress')).toBe(4);
    expect(cvvLength('Visa')).toBe(3);
    expect(cvvLength(null)).toBe(4);
    expect(cardBrandName('AmericanExpress')).toBe('American Express');
    expect(cardBrandName('DinersClub')).toBe('Diners Club');
    expect(CARD_ISSUERS.enRoute).toBe(7);
    expect(cardIssuerByCode(3)).toBe('AmericanExpress');
    expect(cardIssuerByCode(8)).toBeNull();
    expect(ACCEPTED_CARD_ISSUERS).not.toContain('enRoute');
    expect(ACCEPTED_CARD_ISSUERS).toHaveLength(6);
  });

  it('strips spaces and dashes and keeps the last four', () => {
    expect(cardDigits(' 4111-1111 1111 1111 ')).toBe('4111111111111111');
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
  });
});
