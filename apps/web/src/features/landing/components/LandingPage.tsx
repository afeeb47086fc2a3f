import { Box, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { isEntryUsable } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { PATHS } from '../../../lib/routes/route-paths';
import { useSession } from '../../../lib/session/use-session';
import { useLanding } from '../api/get-landing';
import { visibleCards } from '../utils/content-tree';
import { LandingCardView } from './LandingCardView';

/**
 * Spec 3 Landing (route /): the grid of cards. With no cards once loaded, or in a punchout
 * session, it goes to /products, unless ViewProducts is hidden and locked: then an empty page.
 * (An unauthorized session with a reason is sent to /login by the route guard.)
 */
export function LandingPage() {
  const { menu, isPunchout } = useSession();
  const landing = useLanding();
  const productsUsable = isEntryUsable(menu, 'ViewProducts');
  if (isPunchout) return productsUsable ? <Navigate to={PATHS.products} replace /> : null;
  if (landing.isPending) return <Loading label="Loading" />;
  if (landing.isError) return <ErrorState message={landing.error.message} onRetry={() => void landing.refetch()} />;
  const cards = visibleCards(landing.data.cards);
  if (cards.length === 0) return productsUsable ? <Navigate to={PATHS.products} replace /> : null;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      {/* The top bar holds the page's h1 (Main). */}
      {landing.data.title && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {landing.data.title}
        </Typography>
      )}
      <Box
        data-testid="landing-grid"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'stretch',
        }}
      >
        {cards.map((card, i) => (
          <LandingCardView key={card.id} card={card} first={i === 0} />
        ))}
      </Box>
    </Box>
  );
}
