import crypto from 'node:crypto';
import { cardBrandName, cardDigits, detectIssuer, lastFour, luhnValid, testCardOutcome, toDecimal, validateExpiry } from '@storefront/domain';
import type { Db } from '../../db/database';
import { type CardCharge, type ChargeResult, GatewayUnavailableError, type PaymentGateway, REFUNDED_MESSAGE } from './payment-gateway';
import { findSandboxCharge, insertSandboxChargeIfAbsent, refundSandboxCharge, type SandboxChargeRow } from './sandbox-charges.repository';

export const SANDBOX_APPROVED = 'Approved.';
export const SANDBOX_DECLINED = 'The card was declined.';

const AMOUNT = /^\d{1,10}\.\d{2}$/;
/** gateway_charges.reference is varchar(100). */
const MAX_REFERENCE_LENGTH = 100;

/** The ledger key of a reference: itself, or its SHA-256 when too long for the column (still one key per reference). */
function ledgerKey(reference: string): string {
  if (reference.length === 0) throw new RangeError('A charge reference is required.');
  if (reference.length <= MAX_REFERENCE_LENGTH) return reference;
  return `sha256:${crypto.createHash('sha256').update(reference).digest('hex')}`;
}

type Decision = Pick<ChargeResult, 'status' | 'message'>;

/**
 * Test cards decide by their listed outcome ('error' acts as an unreachable gateway);
 * any other card with a known issuer and a good checksum is approved, as a sandbox should.
 * An expired card is declined like a real processor would.
 */
function decide(digits: string, expiry: string, now: number): Decision {
  const outcome = testCardOutcome(digits);
  if (outcome === 'error') throw new GatewayUnavailableError('The sandbox gateway simulated an outage.');
  const approve = outcome === 'approve' || (outcome === null && detectIssuer(digits) !== null && luhnValid(digits));
  if (!approve || validateExpiry(expiry, now) !== null) return { status: 'declined', message: SANDBOX_DECLINED };
  return { status: 'approved', message: SANDBOX_APPROVED };
}

function toResult(row: SandboxChargeRow): ChargeResult {
  return { status: row.status, transactionId: row.transactionId, brand: row.cardBrand, last4: row.cardLast4, message: row.message };
}

/**
 * The built-in gateway: outcomes by test card, one `gateway_charges` row per reference so a
 * retried charge is answered from the ledger and never charged twice. Only brand and last
 * four are stored; the number and the CVV are never written anywhere.
 */
export function sandboxGateway(db: Db, now: () => number): PaymentGateway {
  return {
    async chargeCard(charge: CardCharge) {
      if (!AMOUNT.test(charge.amount) || toDecimal(charge.amount).lte(0)) {
        throw new RangeError('A charge amount is positive dollars with 2 decimals.');
      }
      const reference = ledgerKey(charge.reference);
      const earlier = await findSandboxCharge(db, reference);
      if (earlier) return toResult(earlier);
      const at = now();
      const digits = cardDigits(charge.card.number);
      const decision = decide(digits, charge.card.expiry, at);
      const issuer = detectIssuer(digits);
      await insertSandboxChargeIfAbsent(
        db,
        {
          reference,
          amount: charge.amount,
          status: decision.status,
          transactionId: `SBX-${crypto.randomBytes(8).toString('hex')}`,
          cardBrand: issuer ? cardBrandName(issuer) : '',
          cardLast4: lastFour(digits),
          message: decision.message,
        },
        at,
      );
      // A concurrent charge with the same reference may have won the insert: its row is the answer.
      const stored = await findSandboxCharge(db, reference);
      if (!stored) throw new GatewayUnavailableError('The sandbox ledger lost a charge.');
      return toResult(stored);
    },

    async refundCharge(reference: string) {
      await refundSandboxCharge(db, ledgerKey(reference), REFUNDED_MESSAGE);
    },
  };
}
