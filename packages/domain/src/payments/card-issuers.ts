/** Spec 2 §3 card issuer codes (eCheck is a payment type's issuer code, not a card). */
export const CARD_ISSUERS = {
  Visa: 1,
  MasterCard: 2,
  AmericanExpress: 3,
  Discover: 4,
  JCB: 5,
  DinersClub: 6,
  enRoute: 7,
  eCheck: 8,
} as const;
export type CardIssuer = Exclude<keyof typeof CARD_ISSUERS, 'eCheck'>;

/** Spec 2 §3: enRoute is excluded from the accepted types. */
export const ACCEPTED_CARD_ISSUERS: readonly CardIssuer[] = [
  'Visa',
  'MasterCard',
  'AmericanExpress',
  'Discover',
  'JCB',
  'DinersClub',
];

interface IssuerRule {
  /** IIN ranges as equal-length digit strings, both ends included. */
  ranges: readonly (readonly [string, string])[];
  lengths: readonly number[];
  /** The input mask of the issuer's usual (longest common) length. */
  groups: readonly number[];
  cvvLength: number;
  brand: string;
}

const ISSUER_RULES: Record<CardIssuer, IssuerRule> = {
  Visa: { ranges: [['4', '4']], lengths: [13, 16, 19], groups: [4, 4, 4, 4], cvvLength: 3, brand: 'Visa' },
  MasterCard: {
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
    groups: [4, 4, 4, 4],
    cvvLength: 3,
    brand: 'MasterCard',
  },
  AmericanExpress: {
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
    groups: [4, 6, 5],
    cvvLength: 4,
    brand: 'American Express',
  },
  Discover: {
    ranges: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
      ['622126', '622925'],
    ],
    lengths: [16, 19],
    groups: [4, 4, 4, 4],
    cvvLength: 3,
    brand: 'Discover',
  },
  JCB: { ranges: [['3528', '3589']], lengths: [16, 17, 18, 19], groups: [4, 4, 4, 4], cvvLength: 3, brand: 'JCB' },
  DinersClub: {
    ranges: [
      ['300', '305'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
    groups: [4, 6, 4],
    cvvLength: 3,
    brand: 'Diners Club',
  },
  enRoute: {
    ranges: [
      ['2014', '2014'],
      ['2149', '2149'],
    ],
    lengths: [15],
    groups: [4, 7, 4],
    cvvLength: 3,
    brand: 'enRoute',
  },
};

const ISSUER_ORDER = Object.keys(ISSUER_RULES) as CardIssuer[];
/** Longer than any issuer's usual length: grouped the way 19-digit cards are printed. */
const LONG_GROUPS: readonly number[] = [4, 4, 4, 4, 3];
const DEFAULT_GROUPS: readonly number[] = [4, 4, 4, 4];
const MAX_CARD_LENGTH = 19;
/** The longest CVV any issuer uses, so an input for an unknown issuer admits either. */
const MAX_CVV_LENGTH = 4;

/** The number without the spaces and dashes people type; anything else is kept, so validation can refuse it. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Digits only (spaces and dashes stripped); null when the prefix matches no issuer, or is too short to tell. */
export function detectIssuer(cardNumber: string): CardIssuer | null {
  const digits = cardDigits(cardNumber);
  if (!/^\d+$/.test(digits)) return null;
  for (const issuer of ISSUER_ORDER) {
    for (const [low, high] of ISSUER_RULES[issuer].ranges) {
      if (digits.length < low.length) continue;
      // Equal-length digit strings order as their numbers do.
      const prefix = digits.slice(0, low.length);
      if (prefix >= low && prefix <= high) return issuer;
    }
  }
  return null;
}

/** The Luhn (mod 10) checksum; false for anything but a non-empty digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card number lengths the issuer issues; empty for an unknown issuer. */
export function cardLengths(issuer: CardIssuer | null): readonly number[] {
  return issuer === null ? [] : ISSUER_RULES[issuer].lengths;
}

/** The longest number the issuer issues (19 when unknown): the input's limit. */
export function maxCardLength(issuer: CardIssuer | null): number {
  return issuer === null ? MAX_CARD_LENGTH : Math.max(...ISSUER_RULES[issuer].lengths);
}

/** American Express 4, the others 3; 4 when the issuer is not known yet. */
export function cvvLength(issuer: CardIssuer | null): number {
  return issuer === null ? MAX_CVV_LENGTH : ISSUER_RULES[issuer].cvvLength;
}

/** The input mask: group sizes of the issuer's longest usual length, e.g. Visa [4,4,4,4], AmericanExpress [4,6,5], DinersClub [4,6,4]. */
export function cardGroups(issuer: CardIssuer | null): number[] {
  return [...(issuer === null ? DEFAULT_GROUPS : ISSUER_RULES[issuer].groups)];
}

/**
 * Digits grouped by cardGroups, for the input: '4111111111111111' -> '4111 1111 1111 1111'. Non-digits are dropped and the
 * digits capped at maxCardLength; a number longer than the issuer's usual length is grouped 4-4-4-4-3.
 */
export function formatCardNumber(cardNumber: string): string {
  const all = cardNumber.replace(/\D/g, '');
  const issuer = detectIssuer(all);
  const digits = all.slice(0, maxCardLength(issuer));
  const usual = cardGroups(issuer);
  const groups = digits.length > usual.reduce((a, b) => a + b, 0) ? LONG_GROUPS : usual;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** 'Visa', 'MasterCard', 'American Express', 'Discover', 'JCB', 'Diners Club', 'enRoute'. */
export function cardBrandName(issuer: CardIssuer): string {
  return ISSUER_RULES[issuer].brand;
}

/** The issuer of a spec 2 §3 issuer code (1..7); null for eCheck (8) and unknown codes. */
export function cardIssuerByCode(code: number): CardIssuer | null {
  return ISSUER_ORDER.find((issuer) => CARD_ISSUERS[issuer] === code) ?? null;
}

/** The last four digits, the most of a card number anything may keep. */
export function lastFour(cardNumber: string): string {
  return cardDigits(cardNumber).slice(-4);
}
