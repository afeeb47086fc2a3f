/** An expected failure with the status and the reason the page shows (errorCode / errorReason). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: string,
    readonly body?: Record<string, unknown>,
    /** Response headers that go with the refusal (Retry-After). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(reason);
  }
}

export const unauthorized = (reason = 'Session has expired') => new HttpError(401, reason);
export const forbidden = (reason = 'You do not have permission to access this page.') => new HttpError(403, reason);
export const notFound = (reason = 'Not found') => new HttpError(404, reason);
export const badRequest = (reason: string) => new HttpError(400, reason);
export const conflict = (reason: string, body?: Record<string, unknown>) => new HttpError(409, reason, body);
/** The server cannot take the call now; the client may try again after `retryAfterSeconds`. */
export const serviceUnavailable = (reason: string, retryAfterSeconds: number) =>
  new HttpError(503, reason, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
