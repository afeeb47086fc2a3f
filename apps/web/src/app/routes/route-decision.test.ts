import { describe, expect, it } from 'vitest';
import { decideRoute, type GateInput } from './route-decision';

const base: GateInput = {
  status: 'ready',
  hasError: false,
  reason: null,
  allowGuest: false,
  guestMenuLoaded: false,
  access: 'app',
  pathname: '/cart',
};
const decide = (over: Partial<GateInput>) => decideRoute({ ...base, ...over });

describe('route decision', () => {
  it('waits while the session loads and reports a failed load', () => {
    expect(decide({ status: 'hydrating' })).toEqual({ kind: 'loading' });
    expect(decide({ status: 'validating' })).toEqual({ kind: 'loading' });
    expect(decide({ status: 'configuring', hasError: true })).toEqual({ kind: 'error' });
  });

  it('sends signed-out users to /login, or to the landing page when guests are allowed', () => {
    const out = { status: 'unauthorized' as const };
    expect(decide({ ...out, access: 'app' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide({ ...out, access: 'fallback', allowGuest: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ ...out, access: 'guest', allowGuest: false })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide({ ...out, access: 'guest', allowGuest: true, guestMenuLoaded: true })).toEqual({ kind: 'render' });
    expect(decide({ ...out, access: 'guest', allowGuest: true })).toEqual({ kind: 'loading' });
    expect(decide({ ...out, access: 'guest', allowGuest: undefined })).toEqual({ kind: 'loading' });
  });

  it('sends an unauthorized session with a reason to /login even when guests are allowed', () => {
    const d = decide({
      status: 'unauthorized',
      reason: 'Session has expired',
      access: 'guest',
      allowGuest: true,
      pathname: '/',
    });
    expect(d).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('waits while a punchout code is exchanged, then says a failed punchout expired on any page but sign-in', () => {
    expect(decide({ status: 'exchanging', access: 'guest', pathname: '/products' })).toEqual({ kind: 'loading' });
    const failed = { status: 'unauthorized' as const, reason: 'Punchout session expired' };
    for (const access of ['app', 'guest', 'fallback'] as const) {
      expect(decide({ ...failed, access, allowGuest: true })).toEqual({ kind: 'punchout-expired' });
      expect(decide({ ...failed, access, allowGuest: false })).toEqual({ kind: 'punchout-expired' });
    }
    expect(decide({ ...failed, access: 'signed-out' })).toEqual({ kind: 'render' });
  });

  it('shows signed-out and open pages before sign-in', () => {
    expect(decide({ status: 'unauthorized', access: 'signed-out' })).toEqual({ kind: 'render' });
    expect(decide({ status: 'authorizing', access: 'signed-out' })).toEqual({ kind: 'render' });
    expect(decide({ status: 'unauthorized', access: 'open', allowGuest: undefined })).toEqual({ kind: 'render' });
  });

  it('holds the user on the selection steps', () => {
    expect(decide({ status: 'select-customer', access: 'app' })).toEqual({ kind: 'redirect', to: '/select-customer' });
    expect(decide({ status: 'select-customer', access: 'select-customer' })).toEqual({ kind: 'render' });
    expect(decide({ status: 'select-shipmethod', access: 'guest' })).toEqual({
      kind: 'redirect',
      to: '/select-shipmethod',
    });
    expect(decide({ status: 'select-shipmethod', access: 'select-shipmethod' })).toEqual({ kind: 'render' });
  });

  it('redirects /login and the selection steps to / once ready, and renders unknown paths', () => {
    for (const access of ['signed-out', 'select-customer', 'select-shipmethod'] as const) {
      expect(decide({ access })).toEqual({ kind: 'redirect', to: '/' });
    }
    expect(decide({ access: 'fallback' })).toEqual({ kind: 'render' });
  });
});
