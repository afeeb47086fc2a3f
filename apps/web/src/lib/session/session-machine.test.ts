import { describe, expect, it } from 'vitest';
import type { Customer, Menu, SessionSettings, User } from '@storefront/contract';
import {
  CUSTOMER_NOT_AUTHORIZED_REASON,
  initialSessionState,
  PUNCHOUT_EXPIRED_REASON,
  sessionReducer,
  type SessionEvent,
  type SessionState,
} from './session-machine';
import { persistPlan, tabPlan } from './session-persistence';

const user = (over: Partial<User> = {}): User => ({
  username: 'customer',
  name: 'Casey Customer',
  email: null,
  isSalesperson: false,
  isAdmin: false,
  userType: 'Customer',
  customerKey: 12,
  isPunchout: false,
  ...over,
});
const salesperson = user({ username: 'sales', isSalesperson: true, userType: 'Salesperson', customerKey: 0 });
const consumer = user({ username: 'consumer@example.com', userType: 'Consumer', customerKey: 0 });

const settings = (over: Partial<SessionSettings> = {}) =>
  ({ sessionType: 'Normal', isPunchoutSession: false, ...over }) as SessionSettings;
const menu: Menu = [{ key: 'ViewProducts', visible: true, locked: false, logVisit: false }];
const customer = { customerKey: 12, name: 'Acme' } as Customer;

function run(events: SessionEvent[], from: SessionState = initialSessionState): SessionState {
  return events.reduce(sessionReducer, from);
}
const hydrate = (token: string | null, customerKey: number | null = null, shipMethod: 'Pickup' | null = null) =>
  run([{ type: 'HYDRATE' }, { type: 'HYDRATED', saved: { token, customerKey, shipMethod } }]);
/** A page opened with ?ac=code, maybe over a sign-in saved in local storage. */
const punchout = (code: string, savedToken: string | null = null) =>
  run([
    { type: 'HYDRATE' },
    { type: 'HYDRATED', saved: { token: savedToken, customerKey: null, shipMethod: null }, punchoutCode: code },
  ]);

describe('session machine', () => {
  it('goes initial → hydrating → unauthorized without a saved token', () => {
    expect(sessionReducer(initialSessionState, { type: 'HYDRATE' }).status).toBe('hydrating');
    const s = hydrate(null);
    expect(s.status).toBe('unauthorized');
    expect(s.userType).toBe('Public');
  });

  it('validates a saved token, then configures a customer user to ready', () => {
    const validating = hydrate('t1');
    expect(validating.status).toBe('validating');
    const configuring = sessionReducer(validating, { type: 'USER_LOADED', user: user() });
    expect(configuring.status).toBe('configuring');
    expect(configuring.customerKey).toBe(12);
    const ready = sessionReducer(configuring, { type: 'CONFIGURED', customer, menu, settings: settings() });
    expect(ready.status).toBe('ready');
    expect(ready.userType).toBe('Customer');
    expect(ready.customer?.name).toBe('Acme');
  });

  it('signs in: unauthorized → authorizing → validating; a failure returns to unauthorized', () => {
    const authorizing = sessionReducer({ ...hydrate(null), reason: 'x' }, { type: 'LOGIN_STARTED' });
    expect(authorizing.status).toBe('authorizing');
    expect(authorizing.reason).toBeNull();
    expect(sessionReducer(authorizing, { type: 'LOGIN_FAILED' }).status).toBe('unauthorized');
    const validating = sessionReducer(authorizing, { type: 'LOGIN_SUCCEEDED', token: 'abc' });
    expect(validating).toMatchObject({ status: 'validating', token: 'abc' });
  });

  it('sends a salesperson without a customer to select-customer, then configuring', () => {
    const s = run(
      [{ type: 'LOGIN_STARTED' }, { type: 'LOGIN_SUCCEEDED', token: 't' }, { type: 'USER_LOADED', user: salesperson }],
      hydrate(null),
    );
    expect(s.status).toBe('select-customer');
    const configuring = sessionReducer(s, { type: 'CUSTOMER_SELECTED', customerKey: 7 });
    expect(configuring).toMatchObject({ status: 'configuring', customerKey: 7 });
    const ready = sessionReducer(configuring, { type: 'CONFIGURED', customer, menu, settings: settings() });
    expect(ready).toMatchObject({ status: 'ready', userType: 'Salesperson' });
  });

  it('restores a salesperson customer from storage and skips select-customer', () => {
    const s = sessionReducer(hydrate('t', 7), { type: 'USER_LOADED', user: salesperson });
    expect(s).toMatchObject({ status: 'configuring', customerKey: 7 });
  });

  it('requires a ship method for a consumer, then becomes ready', () => {
    const s = run(
      [
        { type: 'USER_LOADED', user: consumer },
        { type: 'CONFIGURED', customer: null, menu, settings: settings({ sessionType: 'Consumer' }) },
      ],
      hydrate('t'),
    );
    expect(s).toMatchObject({ status: 'select-shipmethod', userType: 'Consumer', customerKey: 0 });
    expect(sessionReducer(s, { type: 'SHIP_METHOD_SELECTED', shipMethod: 'Delivery' })).toMatchObject({
      status: 'ready',
      shipMethod: 'Delivery',
    });
  });

  it('skips select-shipmethod for a consumer with a saved ship method', () => {
    const s = run(
      [
        { type: 'USER_LOADED', user: consumer },
        { type: 'CONFIGURED', customer: null, menu, settings: settings({ sessionType: 'Consumer' }) },
      ],
      hydrate('t', 0, 'Pickup'),
    );
    expect(s.status).toBe('ready');
  });

  it('lets a salesperson unset the customer and a consumer the ship method to go back a step', () => {
    const sales = run(
      [
        { type: 'USER_LOADED', user: salesperson },
        { type: 'CONFIGURED', customer, menu, settings: settings() },
      ],
      hydrate('t', 7),
    );
    expect(sessionReducer(sales, { type: 'CUSTOMER_UNSET' })).toMatchObject({
      status: 'select-customer',
      customerKey: null,
      customer: null,
    });
    const cust = run(
      [
        { type: 'USER_LOADED', user: user() },
        { type: 'CONFIGURED', customer, menu, settings: settings() },
      ],
      hydrate('t'),
    );
    expect(sessionReducer(cust, { type: 'CUSTOMER_UNSET' })).toBe(cust);
    const cons = run(
      [
        { type: 'USER_LOADED', user: consumer },
        { type: 'CONFIGURED', customer: null, menu, settings: settings({ sessionType: 'Consumer' }) },
      ],
      hydrate('t', 0, 'Pickup'),
    );
    expect(sessionReducer(cons, { type: 'SHIP_METHOD_UNSET' }).status).toBe('select-shipmethod');
  });

  it('own defaults saved in preferences replace the settings at once; before any settings nothing changes', () => {
    const ready = run(
      [
        { type: 'USER_LOADED', user: user() },
        { type: 'CONFIGURED', customer, menu, settings: settings() },
      ],
      hydrate('t'),
    );
    const changed = sessionReducer(ready, {
      type: 'DEFAULTS_CHANGED',
      defaults: { defaultPageLayout: 'QuickEntry', defaultPageSortBy: 'Brand' },
    });
    expect(changed.settings).toMatchObject({ defaultPageLayout: 'QuickEntry', defaultPageSortBy: 'Brand' });
    expect(changed.status).toBe(ready.status);
    const bare = hydrate('t');
    expect(
      sessionReducer(bare, {
        type: 'DEFAULTS_CHANGED',
        defaults: { defaultPageLayout: 'List', defaultPageSortBy: 'Brand' },
      }),
    ).toBe(bare);
  });

  it('a rejected customer sends a salesperson back to select-customer and others to access denied', () => {
    const sales = sessionReducer(hydrate('t', 7), { type: 'USER_LOADED', user: salesperson });
    expect(sessionReducer(sales, { type: 'CUSTOMER_REJECTED' }).status).toBe('select-customer');
    const cust = sessionReducer(hydrate('t'), { type: 'USER_LOADED', user: user() });
    expect(sessionReducer(cust, { type: 'CUSTOMER_REJECTED' })).toMatchObject({
      status: 'unauthorized',
      reason: CUSTOMER_NOT_AUTHORIZED_REASON,
      token: null,
    });
  });

  it('logout or expiry clears token, customer and ship method and keeps the reason', () => {
    const ready = run(
      [
        { type: 'USER_LOADED', user: consumer },
        { type: 'CONFIGURED', customer: null, menu, settings: settings({ sessionType: 'Consumer' }) },
      ],
      hydrate('t', 0, 'Pickup'),
    );
    const out = sessionReducer(ready, { type: 'LOGGED_OUT', reason: 'Session has expired' });
    expect(out).toMatchObject({
      status: 'unauthorized',
      token: null,
      customerKey: null,
      shipMethod: null,
      user: null,
      reason: 'Session has expired',
    });
    expect(persistPlan(out)).toEqual({ kind: 'clear' });
    expect(sessionReducer(out, { type: 'REASON_CLEARED' }).reason).toBeNull();
  });

  it('keeps the status on a failed load and retries with a new attempt', () => {
    const failed = sessionReducer(hydrate('t'), { type: 'LOAD_FAILED', error: 'Failed to fetch' });
    expect(failed).toMatchObject({ status: 'validating', error: 'Failed to fetch' });
    const retried = sessionReducer(failed, { type: 'RETRY' });
    expect(retried).toMatchObject({ status: 'validating', error: null, attempt: failed.attempt + 1 });
  });

  it('ignores events that do not belong to the current state', () => {
    const s = hydrate(null);
    expect(sessionReducer(s, { type: 'USER_LOADED', user: user() })).toBe(s);
    expect(sessionReducer(s, { type: 'CUSTOMER_SELECTED', customerKey: 1 })).toBe(s);
    expect(sessionReducer(s, { type: 'LOAD_FAILED', error: 'x' })).toBe(s);
  });

  it('gives a guest the anonymous menu as Public', () => {
    const s = sessionReducer(hydrate(null), {
      type: 'GUEST_CONFIGURED',
      menu,
      settings: settings({ sessionType: 'Guest' }),
    });
    expect(s).toMatchObject({ status: 'unauthorized', userType: 'Public', menu, guestLoaded: true });
    expect(sessionReducer(s, { type: 'LOGGED_OUT', reason: null }).guestLoaded).toBe(false);
  });

  it('derives Public for a Guest session type even with a token', () => {
    const s = run(
      [
        { type: 'USER_LOADED', user: user() },
        { type: 'CONFIGURED', customer, menu, settings: settings({ sessionType: 'Guest' }) },
      ],
      hydrate('t'),
    );
    expect(s.userType).toBe('Public');
  });

  describe('persistence', () => {
    it('leaves storage alone until hydration has read it', () => {
      expect(persistPlan(initialSessionState)).toEqual({ kind: 'keep' });
      expect(persistPlan({ ...initialSessionState, status: 'hydrating' })).toEqual({ kind: 'keep' });
    });

    it('writes token, customer and ship method for a normal session', () => {
      const s = sessionReducer(hydrate('t', 7), { type: 'USER_LOADED', user: salesperson });
      expect(persistPlan(s)).toEqual({ kind: 'write', value: { token: 't', customerKey: 7, shipMethod: null } });
    });

    it('never persists a punchout session', () => {
      const fromCode = run(
        [
          { type: 'PUNCHOUT_EXCHANGED', token: 'p' },
          { type: 'USER_LOADED', user: user({ isPunchout: true }) },
        ],
        punchout('code'),
      );
      expect(persistPlan(fromCode)).toEqual({ kind: 'keep' });
      expect(tabPlan(fromCode)).toEqual({ kind: 'write', token: 'p' });
      // A punchout token that came out of local storage is taken out of it.
      const fromUser = sessionReducer(hydrate('t'), { type: 'USER_LOADED', user: user({ isPunchout: true }) });
      expect(persistPlan(fromUser)).toEqual({ kind: 'clear' });
      expect(tabPlan(fromUser)).toEqual({ kind: 'write', token: 't' });
    });

    it("keeps a normal session's token out of the tab's storage", () => {
      const s = sessionReducer(hydrate('t', 7), { type: 'USER_LOADED', user: salesperson });
      expect(tabPlan(s)).toEqual({ kind: 'clear' });
      expect(tabPlan(initialSessionState)).toEqual({ kind: 'keep' });
    });
  });

  describe('punchout (spec 1 §2, §4)', () => {
    it('exchanges a code from the address, even over a saved sign-in, and touches no storage meanwhile', () => {
      const s = punchout('abc', 'saved-token');
      expect(s).toMatchObject({
        status: 'exchanging',
        punchoutCode: 'abc',
        isPunchout: true,
        punchoutTab: true,
        token: null,
      });
      expect(persistPlan(s)).toEqual({ kind: 'keep' });
      expect(tabPlan(s)).toEqual({ kind: 'keep' });
      const validating = sessionReducer(s, { type: 'PUNCHOUT_EXCHANGED', token: 'p' });
      expect(validating).toMatchObject({ status: 'validating', token: 'p', punchoutCode: null, isPunchout: true });
    });

    it('goes on with the tab’s punchout token after a reload, before any saved sign-in', () => {
      const s = run([
        { type: 'HYDRATE' },
        { type: 'HYDRATED', saved: { token: 'other', customerKey: 3, shipMethod: null }, punchoutToken: 'p' },
      ]);
      expect(s).toMatchObject({
        status: 'validating',
        token: 'p',
        isPunchout: true,
        punchoutTab: true,
        customerKey: null,
      });
      const ready = run(
        [
          { type: 'USER_LOADED', user: user({ isPunchout: true }) },
          { type: 'CONFIGURED', customer, menu, settings: settings({ isPunchoutSession: true }) },
        ],
        s,
      );
      expect(ready).toMatchObject({ status: 'ready', customerKey: 12, userType: 'Customer' });
    });

    it("says 'Punchout session expired' with the reason when the exchange fails, and leaves local storage alone", () => {
      const failed = sessionReducer(punchout('abc'), {
        type: 'PUNCHOUT_FAILED',
        detail: 'Authorization code rejected',
      });
      expect(failed).toMatchObject({
        status: 'unauthorized',
        reason: PUNCHOUT_EXPIRED_REASON,
        punchoutDetail: 'Authorization code rejected',
        token: null,
      });
      expect(persistPlan(failed)).toEqual({ kind: 'keep' });
      expect(tabPlan(failed)).toEqual({ kind: 'clear' });
      // Only the exchange fails this way.
      expect(sessionReducer(hydrate('t'), { type: 'PUNCHOUT_FAILED', detail: 'x' }).status).toBe('validating');
    });

    it('ends an expired punchout session as expired, not at a sign-in, and clears only its tab', () => {
      const ready = run(
        [
          { type: 'PUNCHOUT_EXCHANGED', token: 'p' },
          { type: 'USER_LOADED', user: user({ isPunchout: true }) },
          { type: 'CONFIGURED', customer, menu, settings: settings({ isPunchoutSession: true }) },
        ],
        punchout('abc'),
      );
      const out = sessionReducer(ready, { type: 'LOGGED_OUT', reason: 'Session has expired' });
      expect(out).toMatchObject({
        status: 'unauthorized',
        reason: PUNCHOUT_EXPIRED_REASON,
        punchoutDetail: null,
        token: null,
        isPunchout: false,
      });
      expect(persistPlan(out)).toEqual({ kind: 'keep' });
      expect(tabPlan(out)).toEqual({ kind: 'clear' });
    });

    it('lets a password sign-in in the same tab be a normal, persisted session again', () => {
      const failed = sessionReducer(punchout('abc'), {
        type: 'PUNCHOUT_FAILED',
        detail: 'Authorization code rejected',
      });
      const signedIn = run(
        [
          { type: 'REASON_CLEARED' },
          { type: 'LOGIN_STARTED' },
          { type: 'LOGIN_SUCCEEDED', token: 'n' },
          { type: 'USER_LOADED', user: user() },
        ],
        failed,
      );
      expect(signedIn).toMatchObject({ punchoutTab: false, isPunchout: false });
      expect(persistPlan(signedIn)).toEqual({
        kind: 'write',
        value: { token: 'n', customerKey: 12, shipMethod: null },
      });
    });
  });
});
