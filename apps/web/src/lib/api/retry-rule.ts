import { ApiError } from './api-client';

/** The one wait before the one retry: a failure never hides behind a spinner for long. */
export const RETRY_DELAY_MS = 300;

/**
 * Whether a failed query is tried again. An answer, 4xx or 5xx, will be the same on a second try a moment later, so it
 * shows at once (retries kept a 500 or a 503 behind the spinner for 4 to 8 s); only a request that got no answer at all
 * (a dropped connection) is tried once more, after RETRY_DELAY_MS.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.status === 0;
}
