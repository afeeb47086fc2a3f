import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes, loadFirstScreenCode } from './app/router';
import { readFirstScreenData, seedAnswers, sessionTag } from './app/first-screen/first-screen-data';
import { rememberVisitorOnResize } from './app/first-screen/remember-visitor';
import { takeOverFirstScreen } from './app/first-screen/take-over';
import { readSession, readTabPunchoutToken } from './app/session/session-storage';
import { punchoutCodeOf } from './features/punchout/utils/punchout-entry';
import { startingSession } from './lib/session/starting-session';
import { navigationHistory } from './lib/routes/navigation-history';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const queryClient = createQueryClient();
// A first screen the server rendered (src/entry-server.tsx) comes with what it was drawn from: the app starts from it,
// with the screen's code loaded, so its first render draws the same screen (no loading state, no request asked again).
const firstScreen = readFirstScreenData();
if (firstScreen) seedAnswers(queryClient, firstScreen.queries);
const saved = readSession();
// Signed in, the screen was drawn for one stored session: this browser's, unless it has signed in or out since.
const signedIn = firstScreen?.signedIn;
const drawnForThisSession = signedIn && saved.token && signedIn.session === sessionTag(saved.token, saved.customerKey);
const session = firstScreen
  ? startingSession({
      saved,
      punchoutToken: readTabPunchoutToken(),
      punchoutCode: punchoutCodeOf(window.location.search),
      guest: firstScreen.guest,
      signedIn: drawnForThisSession ? signedIn : null,
    })
  : undefined;
rememberVisitorOnResize();

const app = createRoot(root);
const render = () =>
  app.render(
    <StrictMode>
      <AppProviders queryClient={queryClient} session={session}>
        {/* Updates render at once (no transition), as before: a lazy screen shows its loading state while it downloads. */}
        <HistoryRouter history={navigationHistory()} useTransitions={false}>
          <AppRoutes />
        </HistoryRouter>
      </AppProviders>
    </StrictMode>,
  );

// Otherwise the first screen's code downloads while the session starts.
const code = loadFirstScreenCode(window.location.pathname);
if (firstScreen) {
  const takeOver = () => takeOverFirstScreen(root, render);
  void code.then(takeOver, takeOver);
} else {
  document.documentElement.setAttribute('data-app', '');
  render();
}
