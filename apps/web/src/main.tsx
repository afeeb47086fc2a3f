import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { navigationHistory } from './lib/routes/navigation-history';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      {/* Updates render at once (no transition), as before: a lazy screen shows its loading state while it downloads. */}
      <HistoryRouter history={navigationHistory()} useTransitions={false}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>
  </StrictMode>,
);
