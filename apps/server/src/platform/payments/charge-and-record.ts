import { HttpError } from '../http/http-error';
import {
  type BankDebit,
  type CardCharge,
  type ChargeResult,
  GatewayUnavailableError,
  PAYMENT_SERVICE_UNAVAILABLE,
  type PaymentGateway,
} from './payment-gateway';

/** What is charged: a card, a bank account (eCheck), or nothing (credit applied, no money moves). */
export type PaymentMeans =
  | { kind: 'card'; card: CardCharge['card']; holderName: string; zip: string }
  | { kind: 'bank'; account: BankDebit['account']; holderName: string }
  | { kind: 'none' };

/** An approved charge as the record keeps it (null when nothing was charged). */
export type ApprovedCharge = Pick<ChargeResult, 'transactionId' | 'brand' | 'last4'>;

/** What recording the payment came to: kept, or refused with the reason the buyer reads. */
export type Recorded<T> = { recorded: true; value: T } | { recorded: false; reason: string };

export type ChargeOutcome<T> =
  | { kind: 'recorded'; value: T }
  | { kind: 'declined'; message: string }
  /** Not recorded; `refunded` says a charge was made and given back (the buyer reads 'You were not charged.'). */
  | { kind: 'not-recorded'; reason: string; refunded: boolean };

function charge(
  gateway: PaymentGateway,
  reference: string,
  amount: string,
  means: Exclude<PaymentMeans, { kind: 'none' }>,
  authorise: boolean,
): Promise<ChargeResult> {
  if (means.kind === 'card') {
    const card = { reference, amount, card: means.card, holderName: means.holderName, zip: means.zip };
    return authorise ? gateway.authoriseCard(card) : gateway.chargeCard(card);
  }
  if (authorise) throw new RangeError('Only a card is authorised.');
  return gateway.debitBankAccount({ reference, amount, account: means.account, holderName: means.holderName });
}

/**
 * The one charge path (checkout's card submit, invoice payments, and what comes): charges `amount` under `reference`
 * (the gateway's idempotency key, so a retried request charges once), then runs `record` with the approved charge. A
 * charge whose record is refused, or whose recording fails (a commit that throws), is refunded before the answer. A
 * gateway that cannot be reached is spec 2 §8's 502 'Payment Service is unavailable. Please contact support.' Run it
 * inside `whilePaying` so that two payments of the same things never reach the gateway together.
 *
 * `authorise` (a card only; issue 31, an order whose total is an estimate) authorises `amount` instead of charging it:
 * the authorisation is captured later (card-settlement.service.ts), and one whose record fails is voided.
 */
export async function chargeAndRecord<T>(
  gateway: PaymentGateway,
  payment: { reference: string; amount: string; means: PaymentMeans; authorise?: boolean },
  record: (approved: ApprovedCharge | null) => Promise<Recorded<T>>,
): Promise<ChargeOutcome<T>> {
  const { means } = payment;
  let approved: ApprovedCharge | null = null;
  if (means.kind !== 'none') {
    let result: ChargeResult;
    try {
      result = await charge(gateway, payment.reference, payment.amount, means, payment.authorise === true);
    } catch (err) {
      if (err instanceof GatewayUnavailableError) throw new HttpError(502, PAYMENT_SERVICE_UNAVAILABLE);
      throw err;
    }
    if (result.status !== 'approved') return { kind: 'declined', message: result.message };
    approved = { transactionId: result.transactionId, brand: result.brand, last4: result.last4 };
  }
  // A charge is refunded, an authorisation voided (refundCharge does either for its reference).
  let recorded: Recorded<T>;
  try {
    recorded = await record(approved);
  } catch (err) {
    if (approved) await gateway.refundCharge(payment.reference);
    throw err;
  }
  if (recorded.recorded) return { kind: 'recorded', value: recorded.value };
  if (approved) await gateway.refundCharge(payment.reference);
  return { kind: 'not-recorded', reason: recorded.reason, refunded: approved !== null };
}
