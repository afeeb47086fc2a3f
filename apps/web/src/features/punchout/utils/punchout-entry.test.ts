import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_FAILURE } from '../../../lib/api/api-client';
import { EXCHANGE_MESSAGES, exchangeFailure, punchoutCodeOf } from './punchout-entry';

describe('punchoutCodeOf', () => {
  it('reads the code of ?ac= on any route, with other parameters around it', () => {
    expect(punchoutCodeOf('?ac=Abc-123_x')).toBe('Abc-123_x');
    expect(punchoutCodeOf('?mc=1&ac=zz&c=2')).toBe('zz');
  });

  it('finds no code where there is none, an empty one or one far too long', () => {
    expect(punchoutCodeOf('')).toBeNull();
    expect(punchoutCodeOf('?og=Standard')).toBeNull();
    expect(punchoutCodeOf('?ac=')).toBeNull();
    expect(punchoutCodeOf('?ac=%20%20')).toBeNull();
    expect(punchoutCodeOf(`?ac=${'x'.repeat(501)}`)).toBeNull();
  });
});

describe('exchangeFailure (spec 1 §8)', () => {
  const tokenError = (status: number, description: string) =>
    new ApiError(description, status, { error: 'invalid_grant', error_description: description });

  it("says 'Authorization code rejected' for a 401, whatever the server's words", () => {
    expect(exchangeFailure(tokenError(401, 'Authorization code rejected'))).toEqual({
      detail: EXCHANGE_MESSAGES.rejected,
      retryable: false,
    });
    expect(exchangeFailure(new ApiError('Unauthorized', 401))).toEqual({
      detail: 'Authorization code rejected',
      retryable: false,
    });
  });

  it('keeps the code for a refresh when the server was unavailable or never answered', () => {
    expect(exchangeFailure(new ApiError('Service Unavailable', 503))).toEqual({
      detail: 'Service temporarily unavailable',
      retryable: true,
    });
    expect(exchangeFailure(new ApiError(NETWORK_FAILURE, 0))).toEqual({
      detail: 'The server did not respond. Please refresh and try again.',
      retryable: true,
    });
  });

  it("shows another refusal's description, and 'Authorization Failed' when there is none", () => {
    expect(exchangeFailure(tokenError(400, 'code is required'))).toEqual({
      detail: 'code is required',
      retryable: false,
    });
    expect(exchangeFailure(new ApiError('  ', 500))).toEqual({ detail: 'Authorization Failed', retryable: false });
  });
});
