import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../features/errors/components/NotFoundPage';
import { logMenuVisit } from '../session/api/log-menu-visit';
import { useSession } from '../../lib/session/use-session';
import { checkAccess, type AccessRule } from './route-access';
import { PATHS } from '../../lib/routes/route-paths';

/** Removes a route whose menu entry is unusable, and records visits for entries that ask for it. */
export function AccessGuard({ rule, children }: { rule: AccessRule | undefined; children: ReactNode }) {
  const { menu, userType, isPunchout, status } = useSession();
  const { pathname } = useLocation();
  const result = checkAccess(rule, { menu, userType, isPunchout });
  const entry = rule?.entry;
  const logVisit = result === 'allowed' && !!entry && !!menu.find((e) => e.key === entry)?.logVisit;
  const logged = useRef<string | null>(null);

  useEffect(() => {
    if (!logVisit || !entry || logged.current === pathname) return;
    logged.current = pathname; // once per page visit, even when effects run twice in development
    logMenuVisit(entry);
  }, [logVisit, entry, pathname]);

  if (result === 'home') return <Navigate to={PATHS.home} replace />;
  if (result === 'removed') {
    // A removed route is an unknown path: Not Found when signed in; guests go to the landing page.
    return status === 'ready' ? <NotFoundPage /> : <Navigate to={PATHS.home} replace />;
  }
  return children;
}
