import { deriveUserType, needsShipMethod, type ShipMethod, type UserType } from '@storefront/domain';
import type { Customer, Menu, SessionSettings, User } from '@storefront/contract';

/** Spec 1 §4 session lifecycle. */
export type SessionStatus =
  | 'initial'
  | 'hydrating'
  /** A punchout authorization code (`?ac=`) is being exchanged for a token (spec 1 §2). */
  | 'exchanging'
  | 'validating'
  | 'unauthorized'
  | 'authorizing'
  | 'select-customer'
  | 'configuring'
  | 'select-shipmethod'
  | 'ready';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  /** null until known; 0 means the user acts for no customer (consumers). */
  customerKey: number | null;
  shipMethod: ShipMethod | null;
  /** The live session is a punchout session (spec 1 §1): what it hides, and never persisted (spec 1 §4). */
  isPunchout: boolean;
  /**
   * This tab came in through a punchout code: its token lives in this tab's session storage only, and local storage
   * (another tab's sign-in) is never written or cleared, not even once the punchout session ended.
   */
  punchoutTab: boolean;
  /** The code of `?ac=` while it is exchanged; null otherwise (a code is single-use: it is sent once). */
  punchoutCode: string | null;
  user: User | null;
  customer: Customer | null;
  /** For signed-out guests this is the anonymous (Public) menu. */
  menu: Menu;
  /** The guest menu was asked for and answered (or failed: then the guest has no pages). */
  guestLoaded: boolean;
  settings: SessionSettings | null;
  userType: UserType;
  /** Why the session ended; the sign-in page turns it into a message or a redirect. */
  reason: string | null;
  /** With PUNCHOUT_EXPIRED_REASON: what went wrong, in the words of spec 1 §8 ('Authorization code rejected'...). */
  punchoutDetail: string | null;
  /** A failed load while validating or configuring; the status is kept so RETRY can resume. */
  error: string | null;
  /** Bumped by RETRY so the loader for an unchanged status runs again. */
  attempt: number;
}

export interface PersistedSession {
  token: string | null;
  customerKey: number | null;
  shipMethod: ShipMethod | null;
}

export type SessionEvent =
  | { type: 'HYDRATE' }
  /** What storage held, the tab's punchout token (session storage) and a punchout code the page was opened with. */
  | { type: 'HYDRATED'; saved: PersistedSession; punchoutToken?: string | null; punchoutCode?: string | null }
  | { type: 'PUNCHOUT_EXCHANGED'; token: string }
  /** The code exchange failed; `detail` says why (spec 1 §8). */
  | { type: 'PUNCHOUT_FAILED'; detail: string }
  | { type: 'GUEST_CONFIGURED'; menu: Menu; settings: SessionSettings | null }
  | { type: 'LOGIN_STARTED' }
  | { type: 'LOGIN_FAILED' }
  | { type: 'LOGIN_SUCCEEDED'; token: string }
  | { type: 'USER_LOADED'; user: User }
  | { type: 'LOAD_FAILED'; error: string }
  | { type: 'RETRY' }
  | { type: 'CUSTOMER_SELECTED'; customerKey: number }
  | { type: 'CUSTOMER_REJECTED' }
  | { type: 'CONFIGURED'; customer: Customer | null; menu: Menu; settings: SessionSettings }
  | { type: 'SHIP_METHOD_SELECTED'; shipMethod: ShipMethod }
  | { type: 'CUSTOMER_UNSET' }
  | { type: 'SHIP_METHOD_UNSET' }
  | { type: 'DEFAULTS_CHANGED'; defaults: Pick<SessionSettings, 'defaultPageLayout' | 'defaultPageSortBy'> }
  | { type: 'LOGGED_OUT'; reason: string | null }
  | { type: 'REASON_CLEARED' };

export const SESSION_EXPIRED_REASON = 'Session has expired';
/** Spec 1 §4 / §8, spec 3 Punchout: a failed code exchange, or a punchout session that ended. */
export const PUNCHOUT_EXPIRED_REASON = 'Punchout session expired';
/** Contains 'not authorized' so the sign-in page sends the user to /accessdenied. */
export const CUSTOMER_NOT_AUTHORIZED_REASON = 'You are not authorized to act for this customer.';

export const initialSessionState: SessionState = {
  status: 'initial',
  token: null,
  customerKey: null,
  shipMethod: null,
  isPunchout: false,
  punchoutTab: false,
  punchoutCode: null,
  user: null,
  customer: null,
  menu: [],
  guestLoaded: false,
  settings: null,
  userType: 'Public',
  reason: null,
  punchoutDetail: null,
  error: null,
  attempt: 0,
};

function signedOut(state: SessionState, reason: string | null): SessionState {
  if (state.punchoutTab || state.isPunchout) {
    // A punchout buyer cannot sign in here: whatever ended the session, the page says the punchout expired.
    const detail =
      reason === null || reason === SESSION_EXPIRED_REASON || reason === PUNCHOUT_EXPIRED_REASON ? null : reason;
    return punchoutEnded(state, detail);
  }
  return { ...initialSessionState, status: 'unauthorized', reason, attempt: state.attempt };
}

function punchoutEnded(state: SessionState, detail: string | null): SessionState {
  return {
    ...initialSessionState,
    status: 'unauthorized',
    reason: PUNCHOUT_EXPIRED_REASON,
    punchoutDetail: detail,
    punchoutTab: true,
    attempt: state.attempt,
  };
}

/** After the customer is known: configuring loads customer, menu and settings. */
function afterUser(state: SessionState, user: User): SessionState {
  const isPunchout = state.isPunchout || user.isPunchout;
  if (user.isSalesperson) {
    // A salesperson keeps the customer restored from storage; without one they must pick.
    const customerKey = state.customerKey && state.customerKey > 0 ? state.customerKey : null;
    const status = customerKey === null ? 'select-customer' : 'configuring';
    return { ...state, status, user, isPunchout, customerKey, error: null };
  }
  return { ...state, status: 'configuring', user, isPunchout, customerKey: user.customerKey, error: null };
}

function afterConfigured(state: SessionState): SessionState {
  const userType = deriveUserType({
    hasToken: state.token !== null,
    sessionType: state.settings?.sessionType,
    isSalesperson: state.user?.isSalesperson,
  });
  const customerKey = state.customerKey ?? 0;
  const status = needsShipMethod({ userType, customerKey, shipMethod: state.shipMethod })
    ? 'select-shipmethod'
    : 'ready';
  return { ...state, userType, status };
}

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'HYDRATE':
      return state.status === 'initial' ? { ...state, status: 'hydrating' } : state;

    case 'HYDRATED': {
      if (state.status !== 'hydrating') return state;
      // A code in the address wins over any stored session: the procurement system just opened a new one.
      if (event.punchoutCode)
        return {
          ...state,
          status: 'exchanging',
          punchoutCode: event.punchoutCode,
          punchoutTab: true,
          isPunchout: true,
        };
      // A reload inside the procurement system's frame: the tab's own punchout session goes on.
      if (event.punchoutToken)
        return { ...state, status: 'validating', token: event.punchoutToken, punchoutTab: true, isPunchout: true };
      const { token, customerKey, shipMethod } = event.saved;
      if (!token) return { ...state, status: 'unauthorized' };
      return { ...state, status: 'validating', token, customerKey, shipMethod };
    }

    case 'PUNCHOUT_EXCHANGED':
      if (state.status !== 'exchanging') return state;
      return { ...state, status: 'validating', token: event.token, punchoutCode: null };

    case 'PUNCHOUT_FAILED':
      return state.status === 'exchanging' ? punchoutEnded(state, event.detail) : state;

    case 'GUEST_CONFIGURED':
      if ((state.status !== 'unauthorized' && state.status !== 'authorizing') || state.token) return state;
      return { ...state, menu: event.menu, settings: event.settings, userType: 'Public', guestLoaded: true };

    case 'LOGIN_STARTED':
      return state.status === 'unauthorized' ? { ...state, status: 'authorizing', reason: null } : state;

    case 'LOGIN_FAILED':
      return state.status === 'authorizing' ? { ...state, status: 'unauthorized' } : state;

    case 'LOGIN_SUCCEEDED':
      if (state.status !== 'authorizing' && state.status !== 'unauthorized') return state;
      // A password sign-in is a normal session, also in a tab that was a punchout tab before.
      return { ...initialSessionState, status: 'validating', token: event.token, attempt: state.attempt };

    case 'USER_LOADED':
      return state.status === 'validating' ? afterUser(state, event.user) : state;

    case 'LOAD_FAILED':
      if (state.status !== 'validating' && state.status !== 'configuring') return state;
      return { ...state, error: event.error };

    case 'RETRY':
      return { ...state, error: null, attempt: state.attempt + 1 };

    case 'CUSTOMER_SELECTED':
      if (state.status !== 'select-customer') return state;
      return { ...state, status: 'configuring', customerKey: event.customerKey, customer: null, error: null };

    case 'CUSTOMER_REJECTED':
      if (state.status !== 'configuring') return state;
      if (state.user?.isSalesperson) {
        return { ...state, status: 'select-customer', customerKey: null, customer: null, error: null };
      }
      return signedOut(state, CUSTOMER_NOT_AUTHORIZED_REASON);

    case 'CONFIGURED':
      if (state.status !== 'configuring') return state;
      return afterConfigured({
        ...state,
        customer: event.customer,
        menu: event.menu,
        settings: event.settings,
        isPunchout: state.isPunchout || event.settings.isPunchoutSession,
        error: null,
      });

    case 'SHIP_METHOD_SELECTED':
      if (state.status !== 'select-shipmethod' && state.status !== 'ready') return state;
      return { ...state, status: 'ready', shipMethod: event.shipMethod };

    case 'CUSTOMER_UNSET':
      if (!state.user?.isSalesperson) return state;
      if (state.status !== 'ready' && state.status !== 'select-shipmethod') return state;
      return { ...state, status: 'select-customer', customerKey: null, customer: null, shipMethod: null };

    case 'DEFAULTS_CHANGED':
      // The user saved their own default layout and sort: they apply from now on, not from the next sign-in.
      return state.settings ? { ...state, settings: { ...state.settings, ...event.defaults } } : state;

    case 'SHIP_METHOD_UNSET':
      if (state.status !== 'ready') return state;
      return afterConfigured({ ...state, shipMethod: null });

    case 'LOGGED_OUT':
      return signedOut(state, event.reason);

    case 'REASON_CLEARED':
      return { ...state, reason: null, punchoutDetail: null };
  }
}
