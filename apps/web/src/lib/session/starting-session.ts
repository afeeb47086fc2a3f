import type { Customer, Menu, SessionSettings, User } from '@storefront/contract';
import { initialSessionState, sessionReducer, type PersistedSession, type SessionState } from './session-machine';

export interface StartingPoint {
  /** What storage held (spec 1 §9). */
  saved: PersistedSession;
  punchoutToken?: string | null;
  punchoutCode?: string | null;
  /** The anonymous menu and settings, when the page came with them (a guest-enabled site's first screen). */
  guest?: { menu: Menu; settings: SessionSettings | null } | null;
  /** The stored session's user and configuration, when the page came with them (a signed-in first screen). */
  signedIn?: { user: User; customer: Customer | null; menu: Menu; settings: SessionSettings } | null;
}

/**
 * The session a page starts in when what it needs is already at hand: storage read (HYDRATE, HYDRATED) and, signed out
 * on a guest-enabled site, the guest menu the page came with (GUEST_CONFIGURED); signed in, the user and configuration
 * it came with (USER_LOADED, CONFIGURED). The same events the session loader
 * sends one effect at a time, applied before the first render, so a server-rendered first screen is drawn again as it
 * is instead of through the loading states.
 */
export function startingSession({ saved, punchoutToken, punchoutCode, guest, signedIn }: StartingPoint): SessionState {
  let state = sessionReducer(initialSessionState, { type: 'HYDRATE' });
  state = sessionReducer(state, { type: 'HYDRATED', saved, punchoutToken, punchoutCode });
  if (state.status === 'unauthorized' && guest) {
    state = sessionReducer(state, { type: 'GUEST_CONFIGURED', menu: guest.menu, settings: guest.settings });
  }
  if (state.status === 'validating' && !state.isPunchout && signedIn) {
    state = sessionReducer(state, { type: 'USER_LOADED', user: signedIn.user });
    const { customer, menu, settings } = signedIn;
    state = sessionReducer(state, { type: 'CONFIGURED', customer, menu, settings });
  }
  return state;
}
