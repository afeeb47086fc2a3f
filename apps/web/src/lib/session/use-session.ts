import { useContext } from 'react';
import { SessionActionsContext, SessionStateContext, type SessionActions } from './session-context';
import type { SessionState } from './session-machine';

export function useSession(): SessionState {
  const state = useContext(SessionStateContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions must be used inside <SessionProvider>');
  return actions;
}
