import { TokenError } from '@storefront/contract';
import { ApiError, NETWORK_FAILURE } from '../../../lib/api/api-client';

/** The query parameter a procurement system's start page carries the authorization code in (spec 1 §2). */
export const CODE_PARAM = 'ac';
/** Longer than any code the server hands out or accepts: not a code. */
const MAX_CODE_LENGTH = 500;

/** The punchout code of a page address's query (`location.search`), or null. */
export function punchoutCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(CODE_PARAM)?.trim() ?? '';
  return code !== '' && code.length <= MAX_CODE_LENGTH ? code : null;
}

/** Spec 1 §8 / spec 3 §8: the authorization code's errors. */
export const EXCHANGE_MESSAGES = {
  rejected: 'Authorization code rejected',
  unavailable: 'Service temporarily unavailable',
  noResponse: 'The server did not respond. Please refresh and try again.',
  fallback: 'Authorization Failed',
} as const;

export interface ExchangeFailure {
  /** What the page shows under 'Punchout session expired'. */
  detail: string;
  /**
   * The code was probably never spent (no answer, or the server shed the call): the address keeps it, so a refresh
   * tries it once more. Any other failure spent or refused it, and the address drops it.
   */
  retryable: boolean;
}

export function exchangeFailure(err: unknown): ExchangeFailure {
  const status = err instanceof ApiError ? err.status : undefined;
  const message = err instanceof Error ? err.message : '';
  if (status === 401) return { detail: EXCHANGE_MESSAGES.rejected, retryable: false };
  if (status === 503) return { detail: EXCHANGE_MESSAGES.unavailable, retryable: true };
  if (message === NETWORK_FAILURE) return { detail: EXCHANGE_MESSAGES.noResponse, retryable: true };
  const body = err instanceof ApiError ? TokenError.safeParse(err.body) : null;
  const text = body?.success ? body.data.error_description : message;
  return { detail: text.trim() || EXCHANGE_MESSAGES.fallback, retryable: false };
}
