// The server's renderer of first screens (issue 25 item 21): built by `vite build --ssr` into dist-server/ and called by
// the API server for the paths below (apps/server platform/http/first-screen.ts). It draws the screen with the app's
// own components from the API's own answers, and says what it drew it from, so the app's first render in the browser
// (main.tsx) draws the same screen.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_THEME } from '@storefront/domain';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes, loadFirstScreenCode } from './app/router';
import { type FirstScreenData, scriptSafeJson } from './app/first-screen/first-screen-data';
import { getMenu } from './app/session/api/get-menu';
import { getSessionSettings } from './app/session/api/get-settings';
import { type ApiTransport, setApiTransport } from './lib/api/api-client';
import { siteSettingsQuery } from './lib/site/api/get-site-settings';
import { PATHS } from './lib/routes/route-paths';
import { startingSession } from './lib/session/starting-session';

/**
 * The paths drawn on the server. Only signed-out screens: the server cannot see a browser's session (it is in the
 * browser's storage), so a screen that differs by user is left to the browser.
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [PATHS.login];

/** Render passes at most: each one may ask for answers the screen it drew showed as loading. */
const MAX_PASSES = 4;

// Each render's calls go to the API of the request it renders for, even with several renders under way.
const requestApi = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const api = requestApi.getStore();
  if (!api) throw new Error('An API call outside a first-screen render');
  return api(url, init);
});

export interface FirstScreen {
  /** The markup that goes inside #root. */
  html: string;
  /** FirstScreenData as JSON that is safe inside a <script> element. */
  data: string;
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

/**
 * The first screen at `url` (a path and query), drawn signed out with the answers `api` gives (the server answering
 * the app's calls itself), or null for a path that is not drawn on the server.
 */
export function renderFirstScreen(url: string, api: ApiTransport): Promise<FirstScreen | null> {
  const pathname = new URL(url, 'http://page').pathname;
  if (!SERVER_RENDERED_PATHS.includes(pathname)) return Promise.resolve(null);
  return requestApi.run(api, async () => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const [site] = await Promise.all([queryClient.fetchQuery(siteSettingsQuery), loadFirstScreenCode(pathname)]);
    const guest = site.allowGuest ? { menu: await getMenu(), settings: await getSessionSettings() } : null;
    const session = startingSession({ saved: { token: null, customerKey: null, shipMethod: null }, guest });
    const draw = () =>
      renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient} session={session} theme={DEFAULT_THEME}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      );
    let html = draw();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const asked = unanswered(queryClient);
      if (asked.length === 0) break;
      await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
      html = draw();
    }
    const data: FirstScreenData = { queries: dehydrate(queryClient), guest, theme: DEFAULT_THEME };
    return { html, data: scriptSafeJson(data) };
  });
}
