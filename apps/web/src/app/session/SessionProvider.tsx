import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSession } from '../../lib/api/api-client';
import { deleteToken } from './api/delete-token';
import { useSiteSettings } from '../../lib/site/api/get-site-settings';
import { SessionActionsContext, SessionStateContext, type SessionActions } from '../../lib/session/session-context';
import { sessionEndReason } from '../../lib/session/session-end-reason';
import { initialSessionState, sessionReducer, type SessionState } from '../../lib/session/session-machine';
import { persistPlan, tabPlan } from '../../lib/session/session-persistence';
import { applyPersistPlan, applyTabPlan } from './session-storage';
import { rememberVisitor } from '../first-screen/remember-visitor';
import { useLogoutOnHistoryPop } from './use-logout-on-history-pop';
import { useSessionLoader } from './use-session-loader';

export function SessionProvider({ children, initial }: { children: ReactNode; initial?: SessionState }) {
  const [state, dispatch] = useReducer(sessionReducer, initial ?? initialSessionState);
  const stateRef = useRef(state);
  const queryClient = useQueryClient();
  const site = useSiteSettings();
  // Until the site settings answer we cannot tell guests from signed-out users; a failure means no guests.
  const allowGuest = site.isPending ? undefined : (site.data?.allowGuest ?? false);

  // Layout effects run before the loader's effects, so every request sees the current credentials.
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  useLayoutEffect(
    () =>
      connectSession({
        credentials: () => {
          const { token, customerKey, shipMethod } = stateRef.current;
          return { token, customerKey, shipMethod };
        },
        onExpired: (token, reason) => {
          if (stateRef.current.token === token) dispatch({ type: 'LOGGED_OUT', reason: sessionEndReason(reason) });
        },
      }),
    [],
  );

  const { status, token, customerKey, shipMethod, isPunchout, punchoutTab } = state;
  useEffect(() => {
    applyPersistPlan(persistPlan(stateRef.current));
    applyTabPlan(tabPlan(stateRef.current));
    rememberVisitor();
  }, [status, token, customerKey, shipMethod, isPunchout, punchoutTab]);

  // Cached answers belong to the user who asked; only 'public' queries outlive a session.
  useEffect(() => {
    if (status === 'unauthorized') queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'public' });
  }, [status, queryClient]);

  useSessionLoader(state, dispatch, allowGuest);

  const actions = useMemo<SessionActions>(
    () => ({
      loginStarted: () => dispatch({ type: 'LOGIN_STARTED' }),
      loginFailed: () => dispatch({ type: 'LOGIN_FAILED' }),
      loginSucceeded: (t) => dispatch({ type: 'LOGIN_SUCCEEDED', token: t }),
      logout: (reason = null) => {
        const current = stateRef.current.token;
        dispatch({ type: 'LOGGED_OUT', reason });
        if (current) void deleteToken(current);
      },
      selectCustomer: (key) => dispatch({ type: 'CUSTOMER_SELECTED', customerKey: key }),
      unsetCustomer: () => dispatch({ type: 'CUSTOMER_UNSET' }),
      selectShipMethod: (method) => dispatch({ type: 'SHIP_METHOD_SELECTED', shipMethod: method }),
      unsetShipMethod: () => dispatch({ type: 'SHIP_METHOD_UNSET' }),
      defaultsChanged: (defaults) => dispatch({ type: 'DEFAULTS_CHANGED', defaults }),
      clearReason: () => dispatch({ type: 'REASON_CLEARED' }),
      retry: () => dispatch({ type: 'RETRY' }),
    }),
    [],
  );

  useLogoutOnHistoryPop(stateRef, actions.logout);

  return (
    <SessionStateContext.Provider value={state}>
      <SessionActionsContext.Provider value={actions}>{children}</SessionActionsContext.Provider>
    </SessionStateContext.Provider>
  );
}
