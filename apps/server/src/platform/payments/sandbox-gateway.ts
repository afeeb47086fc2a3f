import crypto from 'node:crypto';
import {
  cardBrandName,
  cardDigits,
  detectIssuer,
  lastFour,
  luhnValid,
  routingNumberValid,
  testCardOutcome,
  toDecimal,
  validateExpiry,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import {
  type BankDebit,
  CAPTURE_EXCEEDS_MESSAGE,
  type CaptureResult,
  type CardCharge,
  type ChargeResult,
  GatewayUnavailableError,
  NOT_AUTHORISED_MESSAGE,
  type PaymentGateway,
  REFUNDED_MESSAGE,
  VOIDED_MESSAGE,
} from './payment-gateway';
import {
  captureSandboxAuthorisation,
  findSandboxCharge,
  findSandboxChargeByTransaction,
  insertSandboxChargeIfAbsent,
  refundSandboxCharge,
  type SandboxChargeRow,
  voidSandboxAuthorisation,
} from './sandbox-charges.repository';

export const SANDBOX_APPROVED = 'Approved.';
export const SANDBOX_DECLINED = 'The card was declined.';
export const SANDBOX_ACCOUNT_DECLINED = 'The bank account was declined.';
/** Sandbox bank accounts: this one is declined (insufficient funds), this one acts as an outage; any other with a valid routing number is approved. */
export const SANDBOX_DECLINED_ACCOUNT = '4000000002';
export const SANDBOX_ERROR_ACCOUNT = '4000000119';

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

function decideDebit(account: string, routing: string): Decision {
  if (account === SANDBOX_ERROR_ACCOUNT) throw new GatewayUnavailableError('The sandbox gateway simulated an outage.');
  if (account === SANDBOX_DECLINED_ACCOUNT || !/^\d{4,17}$/.test(account) || !routingNumberValid(routing)) {
    return { status: 'declined', message: SANDBOX_ACCOUNT_DECLINED };
  }
  return { status: 'approved', message: SANDBOX_APPROVED };
}

function checkAmount(amount: string): void {
  if (!AMOUNT.test(amount) || toDecimal(amount).lte(0))
    throw new RangeError('A charge amount is positive dollars with 2 decimals.');
}

/** The ledger's status as a charge's result: an authorisation (held or captured) was approved; a voided one is not. */
function resultStatus(status: SandboxChargeRow['status']): ChargeResult['status'] {
  if (status === 'authorized' || status === 'captured') return 'approved';
  return status === 'voided' ? 'declined' : status;
}

function toResult(row: SandboxChargeRow): ChargeResult {
  return {
    status: resultStatus(row.status),
    transactionId: row.transactionId,
    brand: row.cardBrand,
    last4: row.cardLast4,
    message: row.message,
  };
}

const dollars = (value: string | number) => toDecimal(value).toFixed(2);

/** What a capture of `row` answers: its capture once made; otherwise why it cannot be (`message`). */
function captureResult(row: SandboxChargeRow, declined: string): CaptureResult {
  const base = { transactionId: row.transactionId, brand: row.cardBrand, last4: row.cardLast4 };
  if (row.status === 'captured' && row.capturedAmount != null)
    return { ...base, status: 'approved', message: SANDBOX_APPROVED, capturedAmount: dollars(row.capturedAmount) };
  return { ...base, status: 'declined', message: declined, capturedAmount: null };
}

/**
 * The built-in gateway: outcomes by test card, one `gateway_charges` row per reference so a
 * retried charge is answered from the ledger and never charged twice. Only brand and last
 * four are stored; the number and the CVV are never written anywhere.
 */
export function sandboxGateway(db: Db, now: () => number): PaymentGateway {
  /** Answers the reference's earlier result, or decides, records and answers (a concurrent twin's row wins the insert). */
  async function charge(
    rawReference: string,
    amount: string,
    made: (at: number) => { decision: Decision; brand: string; last4: string },
    hold = false,
  ): Promise<ChargeResult> {
    checkAmount(amount);
    const reference = ledgerKey(rawReference);
    const earlier = await findSandboxCharge(db, reference);
    if (earlier) return toResult(earlier);
    const at = now();
    const { decision, brand, last4 } = made(at);
    await insertSandboxChargeIfAbsent(
      db,
      {
        reference,
        amount,
        // An approved authorisation is held, not settled: 'authorized' until captured or voided.
        status: hold && decision.status === 'approved' ? 'authorized' : decision.status,
        transactionId: `SBX-${crypto.randomBytes(8).toString('hex')}`,
        cardBrand: brand,
        cardLast4: last4,
        message: decision.message,
      },
      at,
    );
    const stored = await findSandboxCharge(db, reference);
    if (!stored) throw new GatewayUnavailableError('The sandbox ledger lost a charge.');
    return toResult(stored);
  }

  const card = (c: CardCharge) => (at: number) => {
    const digits = cardDigits(c.card.number);
    const issuer = detectIssuer(digits);
    return {
      decision: decide(digits, c.card.expiry, at),
      brand: issuer ? cardBrandName(issuer) : '',
      last4: lastFour(digits),
    };
  };

  return {
    chargeCard: (c: CardCharge) => charge(c.reference, c.amount, card(c)),

    authoriseCard: (c: CardCharge) => charge(c.reference, c.amount, card(c), true),

    async captureAuthorisation(transactionId: string, amount: string): Promise<CaptureResult> {
      checkAmount(amount);
      const held = await findSandboxChargeByTransaction(db, transactionId);
      if (!held) {
        return {
          status: 'declined',
          transactionId,
          brand: '',
          last4: '',
          message: NOT_AUTHORISED_MESSAGE,
          capturedAmount: null,
        };
      }
      if (held.status === 'authorized') {
        if (toDecimal(amount).gt(toDecimal(held.amount))) return captureResult(held, CAPTURE_EXCEEDS_MESSAGE);
        // A concurrent twin's capture wins the update; both answer the one made.
        await captureSandboxAuthorisation(db, transactionId, amount);
      }
      const settled = await findSandboxChargeByTransaction(db, transactionId);
      if (!settled) throw new GatewayUnavailableError('The sandbox ledger lost an authorisation.');
      return captureResult(settled, settled.status === 'voided' ? VOIDED_MESSAGE : NOT_AUTHORISED_MESSAGE);
    },

    async voidAuthorisation(transactionId: string) {
      await voidSandboxAuthorisation(db, { transactionId }, VOIDED_MESSAGE);
    },

    debitBankAccount: (d: BankDebit) =>
      charge(d.reference, d.amount, () => {
        const account = d.account.number.trim();
        return {
          decision: decideDebit(account, d.account.routing.trim()),
          brand: d.account.bankName.trim().slice(0, 20) || 'Bank account',
          last4: account.slice(-4),
        };
      }),

    async refundCharge(reference: string) {
      const key = ledgerKey(reference);
      await refundSandboxCharge(db, key, REFUNDED_MESSAGE);
      await voidSandboxAuthorisation(db, { reference: key }, VOIDED_MESSAGE);
    },

    async releaseTransaction(transactionId: string) {
      const held = await findSandboxChargeByTransaction(db, transactionId);
      if (!held) return;
      await refundSandboxCharge(db, held.reference, REFUNDED_MESSAGE);
      await voidSandboxAuthorisation(db, { transactionId }, VOIDED_MESSAGE);
    },
  };
}
