/**
 * What checkout needs from a card processor. The sandbox gateway implements it; a real
 * gateway plugs in behind the same interface. Card numbers and CVVs pass through here
 * and are never stored or logged: only brand and last four leave in a result.
 */
export interface CardCharge {
  /** Idempotency reference: a second charge with the same reference returns the first result and never charges again. */
  reference: string;
  /** Dollars, 2 decimals, e.g. '123.45'. */
  amount: string;
  card: { number: string; expiry: string /* MMYY */; cvv: string };
  holderName: string;
  zip: string;
}

/** An eCheck: a debit of a bank account. The account and routing numbers are never stored or logged: only the bank's name and last four. */
export interface BankDebit {
  /** Idempotency reference, as for a card charge. */
  reference: string;
  amount: string;
  account: { number: string; routing: string; bankName: string; checkNumber: string };
  holderName: string;
}

export type ChargeStatus = 'approved' | 'declined' | 'error';

export interface ChargeResult {
  status: ChargeStatus;
  transactionId: string;
  brand: string;
  last4: string;
  message: string;
}

/** A capture's answer: 'approved' with the amount settled (the first capture's, when it is asked again), or 'declined'. */
export interface CaptureResult extends ChargeResult {
  /** Dollars, 2 decimals; null when nothing was captured. */
  capturedAmount: string | null;
}

export interface PaymentGateway {
  chargeCard(charge: CardCharge): Promise<ChargeResult>;
  /**
   * Authorises a card without settling (issue 31: an order whose total is an estimate): the same decisions as
   * chargeCard, and the same reference rule (a second authorisation with the reference returns the first result).
   * The authorisation is then captured or voided by the transaction id its approval answered (what an order records).
   */
  authoriseCard(charge: CardCharge): Promise<ChargeResult>;
  /**
   * Settles an authorisation at `amount`, at most the amount authorised: more is answered 'declined' with
   * CAPTURE_EXCEEDS_MESSAGE and the authorisation stays as it was. Idempotent: capturing again answers the first
   * capture (its amount) and never settles twice. An unknown, voided or already charged transaction is 'declined'.
   */
  captureAuthorisation(transactionId: string, amount: string): Promise<CaptureResult>;
  /** Releases an authorisation that was not captured (nothing is settled; it can no longer be captured). Idempotent. */
  voidAuthorisation(transactionId: string): Promise<void>;
  /** Debits a bank account (eCheck); `brand` of the result is the bank's name. Same ledger and references as card charges. */
  debitBankAccount(debit: BankDebit): Promise<ChargeResult>;
  /**
   * Gives back an approved charge (its order could not be recorded), or voids an authorisation not yet captured.
   * The reference is spent: charging it again answers 'declined' with REFUNDED_MESSAGE (VOIDED_MESSAGE), never a
   * second approval. Nothing happens for a reference that holds neither. Idempotent.
   */
  refundCharge(reference: string): Promise<void>;
  /**
   * Gives back the money of a payment its order no longer needs (issue 32: the order was cancelled, or revised and paid
   * again): refunds an approved charge, or voids an authorisation not yet captured, by the transaction id its approval
   * answered (what an order records). Idempotent; nothing happens for a captured, refunded or unknown transaction.
   */
  releaseTransaction(transactionId: string): Promise<void>;
}

export const REFUNDED_MESSAGE = 'The charge was refunded.';
export const VOIDED_MESSAGE = 'The authorisation was voided.';
export const CAPTURE_EXCEEDS_MESSAGE = 'The capture is more than the amount authorised.';
export const NOT_AUTHORISED_MESSAGE = 'There is no authorisation to capture.';

/** The gateway could not be reached or answered nonsense (a real gateway's 5xx / timeout): callers show 'Payment Service is unavailable. Please contact support.' */
export class GatewayUnavailableError extends Error {
  constructor(message = 'The payment gateway is unavailable.') {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** Spec 2: the text every payment call shows when the gateway fails. */
export const PAYMENT_SERVICE_UNAVAILABLE = 'Payment Service is unavailable. Please contact support.';
