import { ErrorBody, type SubmitCardResult, type SubmitOrderResult } from '@storefront/contract';
import { ApiError } from '../../../lib/api/api-client';

/** Spec 2 §8 checkout texts. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please contact support.';
export const UNSPECIFIED_REJECTION_MESSAGE =
  'The server rejected the order for an unspecified reason. Please contact support.';
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Payment Service is unavailable. Please contact support.';

export type SubmitOutcome = { kind: 'placed'; orderNumber: string } | { kind: 'refused'; messages: string[] };

/** POST /api/cart/submit answered: accepted, or refused with its messages (or the spec's default). */
export function orderOutcome(result: SubmitOrderResult): SubmitOutcome {
  if (result.accepted) return { kind: 'placed', orderNumber: result.orderNumber };
  const messages = result.messages.filter((m) => m.trim() !== '');
  return { kind: 'refused', messages: messages.length > 0 ? messages : [UNSPECIFIED_REJECTION_MESSAGE] };
}

/** POST /api/cart/submit/card answered: paid and ordered, or refused with errorReason (a decline, say). */
export function cardOutcome(result: SubmitCardResult): SubmitOutcome {
  if (result.isSuccess) return { kind: 'placed', orderNumber: result.orderNumber };
  return { kind: 'refused', messages: [result.errorReason.trim() || UNSPECIFIED_REJECTION_MESSAGE] };
}

/** A failed submit call: a 409 carries the server's reason; a card submit's 502 is the payment service. */
export function submitFailureMessage(failure: unknown, payingByCard: boolean): string {
  if (failure instanceof ApiError) {
    if (failure.status === 409) {
      const body = ErrorBody.safeParse(failure.body);
      if (body.success && body.data.errorReason) return body.data.errorReason;
    }
    if (failure.status === 502 && payingByCard) return PAYMENT_UNAVAILABLE_MESSAGE;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}
