import { SUBMIT_STILL_RUNNING } from '@storefront/contract';
import { ApiError } from '../../../lib/api/api-client';

/**
 * One Idempotency-Key per submit attempt. The server stores the answer under the key in
 * the order's transaction, so a retry of a request whose answer never arrived reuses the
 * key (and gets the first answer instead of a second order); once the server has given a
 * definite answer the next attempt is a new request with a new key.
 */
export interface SubmitKeyState {
  /** The key of an attempt that got no definite answer; null: the next attempt makes a new one. */
  pending: string | null;
}

export const NO_PENDING_KEY: SubmitKeyState = { pending: null };

export function keyForAttempt(state: SubmitKeyState, makeKey: () => string): string {
  return state.pending ?? makeKey();
}

/**
 * No definite answer: the request never got a response (status 0), a gateway timed out
 * (504) while our server may still be finishing the order, or the server says the first
 * request with this key is still running (409 SUBMIT_STILL_RUNNING).
 */
export function isAnswerUnknown(failure: unknown): boolean {
  if (!(failure instanceof ApiError)) return false;
  if (failure.status === 0 || failure.status === 504) return true;
  const reason = (failure.body as { errorReason?: unknown } | null)?.errorReason;
  return failure.status === 409 && reason === SUBMIT_STILL_RUNNING;
}

/** `failure` is null when the server answered 2xx (accepted or refused, either way definite). */
export function stateAfterAttempt(key: string, failure: unknown): SubmitKeyState {
  return failure !== null && isAnswerUnknown(failure) ? { pending: key } : NO_PENDING_KEY;
}

export { newIdempotencyKey } from '../../../lib/api/idempotency-key';
