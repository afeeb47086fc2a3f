// The server's renderer of first screens (issue 25 item 21): built by `vite build --ssr` into dist-server/ and called by
// the API server for the paths below (apps/server platform/http/first-screen.ts). It draws the screen with the app's
// own components from the API's own answers, and says what it drew it from, so the app's first render in the browser
// (main.tsx) draws the same screen.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_THEME, type Theme } from '@storefront/domain';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes, loadFirstScreenCode } from './app/router';
import { type FirstScreenData, scriptSafeJson, sessionTag } from './app/first-screen/first-screen-data';
import { type Visitor, visitorOf } from './app/first-screen/first-screen-cookie';
import { matchesViewport } from './app/first-screen/viewport-media';
import { getMenu } from './app/session/api/get-menu';
import { getSessionSettings } from './app/session/api/get-settings';
import { getUser } from './app/session/api/get-user';
import { loadConfiguration } from './app/session/api/load-configuration';
import { userThemeQuery } from './features/settings/api/theme-api';
import { type ApiTransport, connectSession, setApiTransport } from './lib/api/api-client';
import { siteSettingsQuery } from './lib/site/api/get-site-settings';
import { PATHS } from './lib/routes/route-paths';
import { DrawnViewportContext } from './lib/layout/drawn-layout';
import { type SessionState, sessionReducer } from './lib/session/session-machine';
import { startingSession } from './lib/session/starting-session';

/**
 * The paths drawn on the server, and for whom: sign-in for a signed-out visitor; the landing page and the catalogue
 * for a visitor whose stored session (the first-screen cookie) is ready to use them. Anyone else gets the page
 * without a drawn screen, and the app draws it.
 */
const DRAWN_FOR: Readonly<Record<string, 'signed-out' | 'signed-in'>> = {
  [PATHS.login]: 'signed-out',
  [PATHS.home]: 'signed-in',
  [PATHS.products]: 'signed-in',
};

/** Render passes at most: each one may ask for answers the screen it drew showed as loading. */
const MAX_PASSES = 4;

interface RenderContext {
  api: ApiTransport;
  visitor: Visitor;
}

// Each render's calls go to the API of the request it renders for, with its visitor's session, even with several
// renders under way.
const requestContext = new AsyncLocalStorage<RenderContext>();
const current = (): RenderContext => {
  const context = requestContext.getStore();
  if (!context) throw new Error('An API call outside a first-screen render');
  return context;
};
setApiTransport((url, init) => current().api(url, init));
connectSession({
  credentials: () => {
    const session = requestContext.getStore()?.visitor.session;
    return {
      token: session?.token ?? null,
      customerKey: session?.customerKey ?? null,
      shipMethod: session?.shipMethod ?? null,
    };
  },
  onExpired: () => undefined,
});

export interface FirstScreen {
  /** The markup that goes inside #root. */
  html: string;
  /** FirstScreenData as JSON that is safe inside a <script> element. */
  data: string;
  /** Drawn for a signed-in visitor: the page is theirs alone (never cached for anyone else). */
  personal: boolean;
}

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Queries the last render asked for and showed as loading: asked now, so the next pass draws their answers. */
function unanswered(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}

/** The stored session, ready to use (spec 1 §4), with its user and configuration; null when it is not. */
async function readySession(
  visitor: Visitor,
): Promise<{ state: SessionState; signedIn: FirstScreenData['signedIn'] } | null> {
  const saved = visitor.session;
  if (!saved?.token) return null;
  const user = await getUser().catch(() => null);
  let state = startingSession({ saved });
  if (!user || state.status !== 'validating') return null;
  state = sessionReducer(state, { type: 'USER_LOADED', user });
  if (state.status !== 'configuring') return null;
  const configuration = await loadConfiguration(saved.customerKey).catch(() => null);
  if (!configuration) return null;
  state = sessionReducer(state, { type: 'CONFIGURED', ...configuration });
  if (state.status !== 'ready') return null;
  return { state, signedIn: { session: sessionTag(saved.token, saved.customerKey), user, ...configuration } };
}

/** The theme a session's screens are drawn in (spec 3 §9: the user's own, or the default), as the app asks for it. */
async function themeOf(queryClient: QueryClient, state: SessionState): Promise<Theme> {
  if (!state.user) return DEFAULT_THEME;
  const answer = await queryClient.fetchQuery(userThemeQuery(state.user.username)).catch(() => null);
  if (!answer) return DEFAULT_THEME;
  const { theme, primaryColor, secondaryColor, hasUserTheme } = answer;
  return { theme, primaryColor, secondaryColor, hasUserTheme };
}

/**
 * The first screen at `url` (a path and query) for the visitor the request's Cookie header describes, drawn with the
 * answers `api` gives (the server answering the app's calls itself); null when it is not drawn on the server.
 */
export function renderFirstScreen(url: string, api: ApiTransport, cookie?: string): Promise<FirstScreen | null> {
  const render = queue.then(() => draw(url, api, cookie));
  queue = render.catch(() => undefined);
  return render;
}

// One render at a time: the app's modules were written for a browser, where one person uses them (the price batcher
// gathers the keys of every price asked for within 10 ms, whoever asked), so two visitors' renders never overlap.
let queue: Promise<unknown> = Promise.resolve();

function draw(url: string, api: ApiTransport, cookie?: string): Promise<FirstScreen | null> {
  const pathname = new URL(url, 'http://page').pathname;
  const drawnFor = Object.hasOwn(DRAWN_FOR, pathname) ? DRAWN_FOR[pathname] : undefined;
  if (!drawnFor) return Promise.resolve(null);
  const visitor = visitorOf(cookie);
  if ((drawnFor === 'signed-in') !== (visitor.session !== null)) return Promise.resolve(null);
  return requestContext.run({ api, visitor }, async () => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const [site, signedIn] = await Promise.all([
      queryClient.fetchQuery(siteSettingsQuery),
      drawnFor === 'signed-in' ? readySession(visitor) : null,
      loadFirstScreenCode(pathname),
    ]);
    if (drawnFor === 'signed-in' && !signedIn) return null;
    const guest = !signedIn && site.allowGuest ? { menu: await getMenu(), settings: await getSessionSettings() } : null;
    const session =
      signedIn?.state ?? startingSession({ saved: { token: null, customerKey: null, shipMethod: null }, guest });
    const theme = await themeOf(queryClient, session);
    const viewport = visitor.viewport;
    const ssrMatchMedia = (query: string) => ({ matches: viewport ? matchesViewport(query, viewport) : false });
    const drawOnce = () =>
      renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient} session={session} theme={theme} ssrMatchMedia={ssrMatchMedia}>
            <DrawnViewportContext.Provider value={viewport}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </DrawnViewportContext.Provider>
          </AppProviders>
        </StrictMode>,
      );
    let html = drawOnce();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const asked = unanswered(queryClient);
      if (asked.length === 0) break;
      await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
      html = drawOnce();
    }
    const data: FirstScreenData = {
      queries: dehydrate(queryClient),
      guest,
      signedIn: signedIn?.signedIn ?? null,
      theme,
    };
    // The answers are in the page now: nothing of this render stays in the server's memory (nor its timers).
    queryClient.clear();
    return { html, data: scriptSafeJson(data), personal: signedIn !== null };
  });
}
