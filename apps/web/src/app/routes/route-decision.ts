import { PUNCHOUT_EXPIRED_REASON, type SessionStatus } from '../../lib/session/session-machine';
import { PATHS, type RouteAccess } from '../../lib/routes/route-paths';

export interface GateInput {
  status: SessionStatus;
  hasError: boolean;
  /** Why the last session ended (signed-out states only). */
  reason: string | null;
  /** undefined while the site settings are loading. */
  allowGuest: boolean | undefined;
  /** A signed-out guest's anonymous menu has arrived. */
  guestMenuLoaded: boolean;
  access: RouteAccess;
  pathname: string;
}

export type GateDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'punchout-expired' }
  | { kind: 'redirect'; to: string };

const render: GateDecision = { kind: 'render' };
const loading: GateDecision = { kind: 'loading' };
const redirect = (to: string): GateDecision => ({ kind: 'redirect', to });

/** Which screen the current session may see at a path (spec 1 §2 and §4, spec 3 §2). */
export function decideRoute(i: GateInput): GateDecision {
  switch (i.status) {
    case 'initial':
    case 'hydrating':
    case 'exchanging':
      return loading;
    case 'validating':
    case 'configuring':
      return i.hasError ? { kind: 'error' } : loading;
    case 'unauthorized':
    case 'authorizing':
      return decideSignedOut(i);
    case 'select-customer':
      return i.access === 'select-customer' || i.access === 'open' ? render : redirect(PATHS.selectCustomer);
    case 'select-shipmethod':
      return i.access === 'select-shipmethod' || i.access === 'open' ? render : redirect(PATHS.selectShipMethod);
    case 'ready':
      if (i.access === 'signed-out' || i.access === 'select-customer' || i.access === 'select-shipmethod') {
        return redirect(PATHS.home);
      }
      return render;
  }
}

function decideSignedOut(i: GateInput): GateDecision {
  if (i.access === 'signed-out' || i.access === 'open') return render;
  // Spec 1 §8: a punchout buyer is not sent to a sign-in they have no account for; the page says the punchout expired.
  if (i.reason === PUNCHOUT_EXPIRED_REASON) return { kind: 'punchout-expired' };
  if (i.allowGuest === undefined) return loading;
  // Spec 3 Landing: an unauthorized session with a reason goes to /login, guests or not.
  if (!i.allowGuest || i.reason) return redirect(PATHS.login);
  if (i.access !== 'guest') return redirect(PATHS.home);
  return i.guestMenuLoaded ? render : loading;
}
