import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/Loading';
import { useSiteSettings } from '../../lib/site/api/get-site-settings';
import { SessionErrorScreen } from '../session/SessionErrorScreen';
import { useSession } from '../../lib/session/use-session';
import { decideRoute } from './route-decision';
import { useRouteHandle } from '../../lib/routes/use-route-handle';
import { PATHS } from '../../lib/routes/route-paths';
import { lazyScreen } from './lazy-screen';

// Shown only when a punchout fails: not part of the first download.
const PunchoutExpiredScreen = lazyScreen(
  () => import('../../features/punchout/components/PunchoutExpiredScreen'),
  'PunchoutExpiredScreen',
);

const SELECTION_STEP_PATHS: ReadonlySet<string> = new Set([PATHS.selectCustomer, PATHS.selectShipMethod]);

/** Renders the matched route only when the session may see it; otherwise waits, explains or redirects. */
export function SessionGate() {
  const session = useSession();
  const site = useSiteSettings();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const decision = decideRoute({
    status: session.status,
    hasError: session.error !== null,
    reason: session.reason,
    allowGuest: site.isPending ? undefined : (site.data?.allowGuest ?? false),
    guestMenuLoaded: session.guestLoaded,
    access: handle?.access ?? 'fallback',
    pathname,
  });

  switch (decision.kind) {
    case 'render':
      // The app shell and the selection steps' frame are lazy (router.tsx): the page waits for them like for the session.
      return (
        <Suspense fallback={<Loading fullPage />}>
          <Outlet />
        </Suspense>
      );
    case 'loading':
      return <Loading fullPage />;
    case 'error':
      return <SessionErrorScreen />;
    case 'punchout-expired':
      return (
        <Suspense fallback={<Loading fullPage />}>
          <PunchoutExpiredScreen />
        </Suspense>
      );
    case 'redirect':
      // Into a selection step the redirect is a new history entry, so Back stays in the app and logs out
      // (useLogoutOnHistoryPop) instead of leaving the site with the session still stored.
      return <Navigate to={decision.to} replace={!SELECTION_STEP_PATHS.has(decision.to)} />;
  }
}
