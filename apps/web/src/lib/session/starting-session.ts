import type { Menu, SessionSettings } from '@storefront/contract';
import { initialSessionState, sessionReducer, type PersistedSession, type SessionState } from './session-machine';

export interface StartingPoint {
  /** What storage held (spec 1 §9). */
  saved: PersistedSession;
  punchoutToken?: string | null;
  punchoutCode?: string | null;
  /** The anonymous menu and settings, when the page came with them (a guest-enabled site's first screen). */
  guest?: { menu: Menu; settings: SessionSettings | null } | null;
}

/**
 * The session a page starts in when what it needs is already at hand: storage read (HYDRATE, HYDRATED) and, signed out
 * on a guest-enabled site, the guest menu the page came with (GUEST_CONFIGURED). The same events the session loader
 * sends one effect at a time, applied before the first render, so a server-rendered first screen is drawn again as it
 * is instead of through the loading states.
 */
export function startingSession({ saved, punchoutToken, punchoutCode, guest }: StartingPoint): SessionState {
  let state = sessionReducer(initialSessionState, { type: 'HYDRATE' });
  state = sessionReducer(state, { type: 'HYDRATED', saved, punchoutToken, punchoutCode });
  if (state.status === 'unauthorized' && guest) {
    state = sessionReducer(state, { type: 'GUEST_CONFIGURED', menu: guest.menu, settings: guest.settings });
  }
  return state;
}
