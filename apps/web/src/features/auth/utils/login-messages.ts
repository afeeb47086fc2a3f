import { TokenError, UNVERIFIED_EMAIL_DESCRIPTION } from '@storefront/contract';
import { ApiError, NETWORK_FAILURE } from '../../../lib/api/api-client';
import { SIGNED_OUT_REASON } from '../../../lib/session/signed-out';

/** Spec 1 §8 / spec 3 §8 sign-in errors. */
export const LOGIN_MESSAGES = {
  tooManyAttempts: 'Too many login attempts, please try again later',
  badCredentials: 'Unknown user or invalid password',
  unavailable: 'Service temporarily unavailable',
  noResponse: 'The server did not respond. Please refresh and try again.',
  fallback: 'Authorization Failed',
  sessionExpired: 'Your session expired - Please sign in again.',
} as const;

/** The server's error_description; a 401 without one names only the OAuth code or the status text ('invalid_grant', 'Unauthorized'). */
function serverDescription(err: ApiError): string {
  const body = TokenError.safeParse(err.body);
  if (body.success) return body.data.error_description;
  return err.status === 401 ? '' : err.message;
}

export function loginErrorMessage(err: unknown): string {
  const status = err instanceof ApiError ? err.status : undefined;
  const message = err instanceof Error ? err.message : '';
  if (status === 429) return LOGIN_MESSAGES.tooManyAttempts;
  if (status === 503) return LOGIN_MESSAGES.unavailable;
  if (message === NETWORK_FAILURE) return LOGIN_MESSAGES.noResponse;
  const text = err instanceof ApiError ? serverDescription(err) : message;
  if (text === 'Bad Request') return LOGIN_MESSAGES.badCredentials;
  return text.trim() || LOGIN_MESSAGES.fallback;
}

/** The refusal of a right password before the e-mail is verified: the sign-in page offers a new activation link. */
export function offersResend(error: string | null): boolean {
  return error === UNVERIFIED_EMAIL_DESCRIPTION;
}

export type ReasonOutcome =
  | { kind: 'access-denied' }
  | { kind: 'signed-out'; message: string }
  | { kind: 'notify'; message: string }
  | { kind: 'sign-in-error'; message: string };

/** Spec 3 Sign-in: what the page does with the reason the last session ended. */
export function reasonOutcome(reason: string | null): ReasonOutcome | null {
  if (!reason) return null;
  if (reason === SIGNED_OUT_REASON) return { kind: 'signed-out', message: reason };
  const lower = reason.toLowerCase();
  if (lower.includes('not authorized')) return { kind: 'access-denied' };
  if (lower.includes('changed password')) return { kind: 'notify', message: reason };
  if (lower.includes('expired')) return { kind: 'sign-in-error', message: LOGIN_MESSAGES.sessionExpired };
  return { kind: 'sign-in-error', message: reason };
}
