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

export interface PaymentGateway {
  chargeCard(charge: CardCharge): Promise<ChargeResult>;
  /** Debits a bank account (eCheck); `brand` of the result is the bank's name. Same ledger and references as card charges. */
  debitBankAccount(debit: BankDebit): Promise<ChargeResult>;
  /**
   * Gives back an approved charge (its order could not be recorded). The reference is spent:
   * charging it again answers 'declined' with REFUNDED_MESSAGE, never a second approval.
   * Nothing happens for a reference that holds no approved charge. Idempotent.
   */
  refundCharge(reference: string): Promise<void>;
}

export const REFUNDED_MESSAGE = 'The charge was refunded.';

/** The gateway could not be reached or answered nonsense (a real gateway's 5xx / timeout): callers show 'Payment Service is unavailable. Please contact support.' */
export class GatewayUnavailableError extends Error {
  constructor(message = 'The payment gateway is unavailable.') {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** Spec 2: the text every payment call shows when the gateway fails. */
export const PAYMENT_SERVICE_UNAVAILABLE = 'Payment Service is unavailable. Please contact support.';
