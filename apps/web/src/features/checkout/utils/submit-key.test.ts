import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-client';
import { SUBMIT_STILL_RUNNING } from '@storefront/contract';
import { isAnswerUnknown, keyForAttempt, newIdempotencyKey, NO_PENDING_KEY, stateAfterAttempt } from './submit-key';

describe('submit key lifecycle', () => {
  let n = 0;
  const makeKey = () => `key-${++n}`;

  it('makes a new key for a first attempt', () => {
    n = 0;
    expect(keyForAttempt(NO_PENDING_KEY, makeKey)).toBe('key-1');
    expect(keyForAttempt(NO_PENDING_KEY, makeKey)).toBe('key-2');
  });

  it('reuses the key after a network failure, so a retry cannot order twice', () => {
    n = 0;
    const first = keyForAttempt(NO_PENDING_KEY, makeKey);
    const state = stateAfterAttempt(first, new ApiError('Failed to fetch', 0));
    expect(state).toEqual({ pending: 'key-1' });
    expect(keyForAttempt(state, makeKey)).toBe('key-1');
    expect(stateAfterAttempt('key-1', new ApiError('Gateway Timeout', 504))).toEqual({ pending: 'key-1' });
  });

  it('renews the key after any definite answer', () => {
    n = 0;
    const key = keyForAttempt(NO_PENDING_KEY, makeKey);
    for (const failure of [
      null,
      new ApiError('Conflict', 409),
      new ApiError('Bad Gateway', 502),
      new ApiError('Boom', 500),
    ]) {
      const state = stateAfterAttempt(key, failure);
      expect(state).toEqual(NO_PENDING_KEY);
      expect(keyForAttempt(state, makeKey)).not.toBe(key);
    }
  });

  it('treats only missing answers as unknown', () => {
    expect(isAnswerUnknown(new ApiError('Failed to fetch', 0))).toBe(true);
    expect(isAnswerUnknown(new ApiError('Unprocessable', 422))).toBe(false);
    // The first request with the key is still running: its outcome is unknown, so the key is kept.
    expect(isAnswerUnknown(new ApiError('Conflict', 409, { errorCode: 409, errorReason: SUBMIT_STILL_RUNNING }))).toBe(
      true,
    );
    expect(
      isAnswerUnknown(
        new ApiError('Conflict', 409, {
          errorCode: 409,
          errorReason: 'This request was already sent with different details.',
        }),
      ),
    ).toBe(false);
    expect(isAnswerUnknown(new Error('parse'))).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a v4 UUID without crypto.randomUUID (plain HTTP)', () => {
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newIdempotencyKey(zeros)).toBe('00000000-0000-4000-8000-000000000000');
    const ones = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    };
    expect(newIdempotencyKey(ones)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('uses crypto.randomUUID where it exists', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
