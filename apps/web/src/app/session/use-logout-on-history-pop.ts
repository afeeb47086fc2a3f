import { useEffect, type RefObject } from 'react';
import type { SessionState } from '../../lib/session/session-machine';

const SELECTION_STEPS: ReadonlySet<SessionState['status']> = new Set(['select-customer', 'select-shipmethod']);

/**
 * Spec 2 Select Customer / spec 1 §4 ship-method screen: the browser's back
 * button (a history POP) on a selection step means "leave", i.e. log out.
 *
 * This lives in the session provider, not in the two pages: the router handles
 * popstate first and re-renders synchronously, so the gate (still in the
 * selection step) redirects back and unmounts the page before a page-level
 * listener could run. The session status is unchanged at that moment, and
 * the gate forces these statuses onto exactly those two screens.
 */
export function useLogoutOnHistoryPop(state: RefObject<SessionState>, logout: () => void): void {
  useEffect(() => {
    const onPop = () => {
      if (SELECTION_STEPS.has(state.current.status)) logout();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [state, logout]);
}
