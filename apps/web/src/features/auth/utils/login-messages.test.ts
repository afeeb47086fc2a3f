import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-client';
import { SIGNED_OUT_REASON } from '../../../lib/session/signed-out';
import { loginErrorMessage, offersResend, reasonOutcome } from './login-messages';

const tokenError = (status: number, description: string) =>
  new ApiError(description, status, { error: 'invalid_grant', error_description: description });

describe('loginErrorMessage', () => {
  it('maps the status codes of spec 1 §8', () => {
    expect(loginErrorMessage(new ApiError('x', 429))).toBe('Too many login attempts, please try again later');
    expect(loginErrorMessage(new ApiError('x', 503))).toBe('Service temporarily unavailable');
  });

  it("shows the server's description, with 'Bad Request' reworded", () => {
    expect(loginErrorMessage(tokenError(401, 'Account is locked'))).toBe('Account is locked');
    expect(loginErrorMessage(tokenError(401, 'Bad Request'))).toBe('Unknown user or invalid password');
  });

  it('explains a network failure and falls back for an empty message', () => {
    expect(loginErrorMessage(new ApiError('Failed to fetch', 0))).toBe(
      'The server did not respond. Please refresh and try again.',
    );
    expect(loginErrorMessage(new ApiError('', 401, { error: 'x', error_description: '' }))).toBe(
      'Authorization Failed',
    );
  });

  it('says Authorization Failed for a 401 without error_description, never the OAuth code or the status text', () => {
    expect(loginErrorMessage(new ApiError('invalid_grant', 401, { error: 'invalid_grant' }))).toBe(
      'Authorization Failed',
    );
    expect(loginErrorMessage(new ApiError('Unauthorized', 401))).toBe('Authorization Failed');
    expect(loginErrorMessage(new ApiError('Unauthorized', 401, 'Unauthorized'))).toBe('Authorization Failed');
  });
});

describe('offersResend', () => {
  it("offers a new activation link only for the unverified account's refusal", () => {
    expect(offersResend('Please verify your e-mail address before signing in')).toBe(true);
    expect(offersResend('Unknown user or invalid password')).toBe(false);
    expect(offersResend(null)).toBe(false);
  });
});

describe('reasonOutcome', () => {
  it('routes, notifies or shows the reason', () => {
    expect(reasonOutcome(null)).toBeNull();
    expect(reasonOutcome('You are not authorized to act for this customer.')).toEqual({ kind: 'access-denied' });
    expect(reasonOutcome('You changed password elsewhere')?.kind).toBe('notify');
    expect(reasonOutcome('Session has expired')).toEqual({
      kind: 'sign-in-error',
      message: 'Your session expired - Please sign in again.',
    });
  });
});

describe('reasonOutcome after logging out', () => {
  it('returns to sign-in with a plain note, not an error', () => {
    expect(reasonOutcome(SIGNED_OUT_REASON)).toEqual({ kind: 'signed-out', message: 'You have signed out.' });
  });
});
