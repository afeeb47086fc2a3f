import type { CardIssuer } from './card-issuers';
import { cardDigits } from './card-issuers';

/** Sandbox outcomes by card number (used by the server's sandbox gateway and by test mode). */
export type TestCardOutcome = 'approve' | 'decline' | 'error';

/** The processors' published test numbers; every one passes the Luhn check (see the test). */
export const TEST_CARDS: readonly { number: string; issuer: CardIssuer; outcome: TestCardOutcome }[] = [
  { number: '4111111111111111', issuer: 'Visa', outcome: 'approve' },
  { number: '4012888888881881', issuer: 'Visa', outcome: 'approve' },
  { number: '4242424242424242', issuer: 'Visa', outcome: 'approve' },
  { number: '4222222222222', issuer: 'Visa', outcome: 'approve' },
  { number: '5555555555554444', issuer: 'MasterCard', outcome: 'approve' },
  { number: '5105105105105100', issuer: 'MasterCard', outcome: 'approve' },
  { number: '2223003122003222', issuer: 'MasterCard', outcome: 'approve' },
  { number: '378282246310005', issuer: 'AmericanExpress', outcome: 'approve' },
  { number: '371449635398431', issuer: 'AmericanExpress', outcome: 'approve' },
  { number: '6011111111111117', issuer: 'Discover', outcome: 'approve' },
  { number: '6011000990139424', issuer: 'Discover', outcome: 'approve' },
  { number: '3530111333300000', issuer: 'JCB', outcome: 'approve' },
  { number: '3566002020360505', issuer: 'JCB', outcome: 'approve' },
  { number: '36227206271667', issuer: 'DinersClub', outcome: 'approve' },
  { number: '30569309025904', issuer: 'DinersClub', outcome: 'approve' },
  { number: '4000000000000002', issuer: 'Visa', outcome: 'decline' },
  { number: '4000000000009995', issuer: 'Visa', outcome: 'decline' },
  { number: '4000000000000069', issuer: 'Visa', outcome: 'decline' },
  { number: '5200000000000007', issuer: 'MasterCard', outcome: 'decline' },
  { number: '4000000000000119', issuer: 'Visa', outcome: 'error' },
];

const OUTCOMES = new Map(TEST_CARDS.map((card) => [card.number, card.outcome]));

/** The sandbox outcome of a test number (spaces and dashes ignored); null for any other number. */
export function testCardOutcome(cardNumber: string): TestCardOutcome | null {
  return OUTCOMES.get(cardDigits(cardNumber)) ?? null;
}
