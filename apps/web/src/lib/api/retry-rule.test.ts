import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { RETRY_DELAY_MS, shouldRetry } from './retry-rule';

describe('query retries', () => {
  it('show an answer at once, 4xx or 5xx', () => {
    for (const status of [400, 401, 403, 404, 409, 500, 502, 503, 504])
      expect(shouldRetry(0, new ApiError('x', status))).toBe(false);
  });

  it('try a request that got no answer once more, soon', () => {
    expect(shouldRetry(0, new ApiError('network', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('network', 0))).toBe(false);
    expect(RETRY_DELAY_MS).toBeLessThanOrEqual(1000);
  });

  it('never retry what is not an answer of the API (a bug in the page)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
