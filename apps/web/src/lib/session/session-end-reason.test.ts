import { describe, expect, it } from 'vitest';
import { sessionEndReason } from './session-end-reason';

describe('sessionEndReason', () => {
  it("keeps the server's words the sign-in page acts on (spec 3 Sign-in)", () => {
    const changed = 'Your session ended because of a changed password. Please sign in again.';
    expect(sessionEndReason(changed)).toBe(changed);
    expect(sessionEndReason('User is not authorized to use this site')).toBe('User is not authorized to use this site');
    expect(sessionEndReason('NOT AUTHORIZED')).toBe('NOT AUTHORIZED');
  });

  it('ends any other 401 as an expiry (spec 3 §7)', () => {
    expect(sessionEndReason('Session has expired')).toBe('Session has expired');
    expect(sessionEndReason('Unauthorized')).toBe('Session has expired');
    expect(sessionEndReason('')).toBe('Session has expired');
    expect(sessionEndReason(undefined)).toBe('Session has expired');
  });
});
