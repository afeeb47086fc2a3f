import { CartWriteResult, type CartLineError } from '@storefront/contract';
import { ApiError, NETWORK_FAILURE } from '../../../lib/api/api-client';

/** Spec 1 §7: the dialog's words when a 409 carries neither an error nor a message. */
export const DEFAULT_CONFLICT_MESSAGE = 'An error occurred while performing this action.';
/** Spec 1 §7: any failure other than a 409. */
export const REQUEST_FAILED_MESSAGE = 'Request could not be completed at this time.';
/** Spec 1 §8: the request never reached the server; the browser's detail follows. */
export const networkFailureMessage = (detail: string) => `An error occurred while contacting the server. ${detail}`;

/**
 * How a failed cart write is handled (spec 1 §7, §8): a 409 hands the server's
 * answer to the caller (it may hold per-line errors and lines that were added);
 * anything else becomes a message.
 */
export type WriteFailure =
  { kind: 'conflict'; body: CartWriteResult; message: string } | { kind: 'failed'; message: string };

/** The dialog's message for a refused write: the first error, else the message, else the default. */
export function conflictMessage(body: Pick<CartWriteResult, 'errors' | 'message'>): string {
  const first = body.errors[0];
  return first?.errors[0] || first?.message || body.message || DEFAULT_CONFLICT_MESSAGE;
}

export function describeWriteFailure(err: unknown): WriteFailure {
  if (err instanceof ApiError && err.status === 409) {
    const parsed = CartWriteResult.safeParse(err.body);
    if (parsed.success) return { kind: 'conflict', body: parsed.data, message: conflictMessage(parsed.data) };
    return { kind: 'failed', message: DEFAULT_CONFLICT_MESSAGE };
  }
  if (err instanceof ApiError && err.status === 0) {
    return { kind: 'failed', message: networkFailureMessage(err.message || NETWORK_FAILURE) };
  }
  return { kind: 'failed', message: REQUEST_FAILED_MESSAGE };
}

/** The line errors asking 'Change Price By U/M?' (the product is in the cart under another price-by unit). */
export function priceByChangeErrors(errors: readonly CartLineError[]): CartLineError[] {
  return errors.filter((e) => e.code === 'PriceByChange');
}
