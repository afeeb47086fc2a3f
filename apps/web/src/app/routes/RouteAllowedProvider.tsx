import { type ReactNode, useCallback } from 'react';
import { RouteAllowedContext } from '../../lib/routes/use-route-allowed';
import { useSession } from '../../lib/session/use-session';
import { checkAccess, ROUTE_RULES } from './route-access';

/** Lets screens ask whether a page is open to this session (useRouteAllowed), by the rules of the menu and the routes. */
export function RouteAllowedProvider({ children }: { children: ReactNode }) {
  const { menu, userType, isPunchout } = useSession();
  const allowed = useCallback(
    (path: string) => checkAccess(ROUTE_RULES[path], { menu, userType, isPunchout }) === 'allowed',
    [menu, userType, isPunchout],
  );
  return <RouteAllowedContext.Provider value={allowed}>{children}</RouteAllowedContext.Provider>;
}
