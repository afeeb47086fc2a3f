import { Navigate } from 'react-router';
import { isEntryUsable } from '@storefront/domain';
import { PATHS } from '../../../lib/routes/route-paths';
import { useSession } from '../../../lib/session/use-session';

/**
 * Spec 3 Landing: with no cards (or in punchout) the landing page redirects to
 * /products, unless products are hidden or locked; then it is an empty page.
 * Cards come with the landing issue, so for now there are never any.
 */
export function LandingPage() {
  const { menu } = useSession();
  if (isEntryUsable(menu, 'ViewProducts')) return <Navigate to={PATHS.products} replace />;
  return null;
}
