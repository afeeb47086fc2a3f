import { useEffect, type Dispatch } from 'react';
import { errorMessage, isApiError } from '../../lib/api/api-client';
import { loadConfiguration } from './api/load-configuration';
import { getMenu } from './api/get-menu';
import { getSessionSettings } from './api/get-settings';
import { getUser } from './api/get-user';
import { sessionEndReason } from '../../lib/session/session-end-reason';
import type { SessionEvent, SessionState } from '../../lib/session/session-machine';
import { readSession, readTabPunchoutToken } from './session-storage';
import { exchangeCode } from '../../features/punchout/api/exchange-code';
import { exchangeFailure, punchoutCodeOf } from '../../features/punchout/utils/punchout-entry';
import { PATHS } from '../../lib/routes/route-paths';
import { navigationHistory } from '../../lib/routes/navigation-history';

/** Codes already sent: a code is single-use, and presenting it twice ends the session it opened. */
const sentCodes = new Set<string>();

/** Spec 1 §2: after the exchange the buyer is on /products, and the address bar no longer shows the code (replaced, not pushed). */
function leavePunchoutEntry(): void {
  navigationHistory().replace(PATHS.products);
}

/** Contains 'not authorized' so the sign-in page routes to /accessdenied. */
const USER_NOT_AUTHORIZED_REASON = 'You are not authorized to use this site.';

/**
 * The side effects of the session machine: each status that waits on I/O
 * starts it here and reports back with an event. The reducer ignores events
 * that arrive after the status moved on, so aborted or late answers are harmless.
 */
export function useSessionLoader(
  state: SessionState,
  dispatch: Dispatch<SessionEvent>,
  allowGuest: boolean | undefined,
): void {
  const { status, attempt, customerKey, punchoutCode } = state;
  const { guestLoaded } = state;

  useEffect(() => {
    if (status === 'initial') dispatch({ type: 'HYDRATE' });
    if (status === 'hydrating') {
      dispatch({
        type: 'HYDRATED',
        saved: readSession(),
        punchoutToken: readTabPunchoutToken(),
        punchoutCode: punchoutCodeOf(window.location.search),
      });
    }
  }, [status, dispatch]);

  // Spec 1 §2 punchout entry: the code of ?ac= for a token, once. Not aborted: a code sent is spent, its answer is wanted.
  useEffect(() => {
    if (status !== 'exchanging' || !punchoutCode || sentCodes.has(punchoutCode)) return;
    sentCodes.add(punchoutCode);
    exchangeCode(punchoutCode).then(
      (token) => {
        leavePunchoutEntry();
        dispatch({ type: 'PUNCHOUT_EXCHANGED', token: token.access_token });
      },
      (err) => {
        const failure = exchangeFailure(err);
        if (!failure.retryable) leavePunchoutEntry();
        dispatch({ type: 'PUNCHOUT_FAILED', detail: failure.detail });
      },
    );
  }, [status, punchoutCode, dispatch]);

  useEffect(() => {
    if (status !== 'validating') return;
    const ctrl = new AbortController();
    getUser(ctrl.signal).then(
      (user) => {
        if (!ctrl.signal.aborted) dispatch({ type: 'USER_LOADED', user });
      },
      (err) => {
        if (ctrl.signal.aborted) return;
        // A reload or a new tab of a session ended elsewhere says why, as the running tab does.
        if (isApiError(err, 401)) dispatch({ type: 'LOGGED_OUT', reason: sessionEndReason(err.message) });
        else if (isApiError(err, 403)) dispatch({ type: 'LOGGED_OUT', reason: USER_NOT_AUTHORIZED_REASON });
        else dispatch({ type: 'LOAD_FAILED', error: errorMessage(err) });
      },
    );
    return () => ctrl.abort();
  }, [status, attempt, dispatch]);

  useEffect(() => {
    if (status !== 'configuring') return;
    const ctrl = new AbortController();
    loadConfiguration(customerKey, ctrl.signal).then(
      (configuration) => {
        if (!ctrl.signal.aborted) dispatch({ type: 'CONFIGURED', ...configuration });
      },
      (err) => {
        if (ctrl.signal.aborted) return;
        if (isApiError(err, 403)) dispatch({ type: 'CUSTOMER_REJECTED' });
        else dispatch({ type: 'LOAD_FAILED', error: errorMessage(err) });
      },
    );
    return () => ctrl.abort();
  }, [status, attempt, customerKey, dispatch]);

  useEffect(() => {
    if (status !== 'unauthorized' || !allowGuest || guestLoaded) return;
    const ctrl = new AbortController();
    Promise.all([getMenu(ctrl.signal), getSessionSettings(ctrl.signal)]).then(
      ([menu, settings]) => {
        if (!ctrl.signal.aborted) dispatch({ type: 'GUEST_CONFIGURED', menu, settings });
      },
      // A guest without a menu simply sees no guest pages; the sign-in page still works.
      () => {
        if (!ctrl.signal.aborted) dispatch({ type: 'GUEST_CONFIGURED', menu: [], settings: null });
      },
    );
    return () => ctrl.abort();
  }, [status, allowGuest, guestLoaded, attempt, dispatch]);
}
