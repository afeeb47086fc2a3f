import { ApiError, errorMessage } from '../../../lib/api/api-client';

export const SERVICE_UNAVAILABLE = 'Payment Service is unavailable. Please contact support.';

/** What the payer is told when POST /api/payment gave no answer the page understands. */
export function failureText(err: unknown): string {
  if (err instanceof ApiError && err.status === 502) return SERVICE_UNAVAILABLE;
  if (err instanceof ApiError && err.status > 0)
    return `The server returned an unexpected response. Please contact support or try again later. (${errorMessage(err)})`;
  return `An unexpected error occurred. Please contact support. (${errorMessage(err)})`;
}
