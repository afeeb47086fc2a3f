import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Theme } from '@storefront/domain';
import { CssBaseline, useMediaQuery } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { NotificationProvider } from '../components/notifications/NotificationProvider';
import { CartPortProvider } from '../features/cart/components/CartPortProvider';
import { UnsavedProvider } from '../components/unsaved/UnsavedProvider';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session/SessionProvider';
import { themeQueryKey, useUserTheme } from '../features/settings/api/theme-api';
import { useSession } from '../lib/session/use-session';
import type { SessionState } from '../lib/session/session-machine';
import { createAppTheme } from './theme';
import {
  onStoredThemeChange,
  readStoredTheme,
  storeTheme,
  ThemeChoiceContext,
  useThemeChoice,
} from '../lib/theme/theme-choice';

/** Spec 3 Settings: once someone is signed in, the app takes their theme (their own or the default). */
function UserThemeLoader() {
  const session = useSession();
  // A punchout session has no theme of its own (the server refuses it /api/theme): it keeps the theme stored here.
  const username = session.isPunchout ? null : (session.user?.username ?? null);
  const { apply } = useThemeChoice();
  const queryClient = useQueryClient();
  const { data } = useUserTheme(username);
  // The themes this tab took from another tab's storage (the query keeps the very object: no structural sharing).
  const [fromOtherTabs] = useState(() => new WeakSet<object>());
  // `apply` never changes: the server's answer is applied (shown and stored) when it arrives, not again whenever the
  // theme changes. A theme another tab stored is shown already and is never stored again from here: written back late,
  // after a newer one, it would put the older theme back in every tab.
  useEffect(() => {
    if (data && !fromOtherTabs.has(data)) apply(data);
  }, [data, apply, fromOtherTabs]);
  // A theme another tab stored is the theme in force (that tab saved it first): it becomes this tab's answer too, and an
  // answer still on its way, asked for before it, is dropped rather than put back over it.
  useEffect(
    () =>
      onStoredThemeChange((theme) => {
        void queryClient.cancelQueries({ queryKey: themeQueryKey(username) }).then(() => {
          if (username === null) return;
          fromOtherTabs.add(theme);
          queryClient.setQueryData(themeQueryKey(username), theme);
        });
      }),
    [queryClient, username, fromOtherTabs],
  );
  return null;
}

const sameTheme = (a: Theme, b: Theme) =>
  a.theme === b.theme &&
  a.primaryColor === b.primaryColor &&
  a.secondaryColor === b.secondaryColor &&
  a.hasUserTheme === b.hasUserTheme;

interface AppProvidersProps {
  children: ReactNode;
  /** The server cache to use (one that already holds a first screen's answers); a new one by default. */
  queryClient?: QueryClient;
  /** The session to start in (startingSession); by default it starts from storage through the loading states. */
  session?: SessionState;
  /** The theme to start in; by default the one stored in this browser. */
  theme?: Theme;
  /** Drawing on the server: how the app's media queries are answered (the visitor's window size). */
  ssrMatchMedia?: (query: string) => { matches: boolean };
}

/** Everything that must exist before the router: theme, server cache and the session. */
export function AppProviders({ children, queryClient: given, session, theme, ssrMatchMedia }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [choice, setChoice] = useState<Theme>(() => theme ?? readStoredTheme());
  const show = useCallback((next: Theme) => setChoice((current) => (sameTheme(current, next) ? current : next)), []);
  const apply = useCallback(
    (next: Theme) => {
      storeTheme(next);
      show(next);
    },
    [show],
  );
  // Another tab applied a theme (it is in storage already): show it here too.
  useEffect(() => onStoredThemeChange(show), [show]);
  const themeChoice = useMemo(() => ({ theme: choice, apply }), [choice, apply]);
  // A visitor whose system asks for less motion gets none (WCAG 2.3.3); the media query follows a change at once.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  // The app's themes are plain (no CSS variables): MUI's ThemeProvider would pick its no-variables provider for them
  // anyway, but bring the CSS-variables one (about 4 KiB gzip) to every page. `vars: null` is what it sets.
  const muiTheme = useMemo(() => {
    const appTheme = createAppTheme(choice, { reducedMotion });
    const components = ssrMatchMedia
      ? { ...appTheme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } }
      : appTheme.components;
    return { ...appTheme, components, vars: null };
  }, [choice, reducedMotion, ssrMatchMedia]);
  return (
    <ThemeChoiceContext.Provider value={themeChoice}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={queryClient}>
          <SessionProvider initial={session}>
            <UserThemeLoader />
            {children}
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ThemeChoiceContext.Provider>
  );
}

/**
 * Providers that need the router: snackbar action links navigate in-app, and
 * the unsaved-data guard uses the router's blocker. The cart port's dialogs use
 * both, so it sits inside them. Mounted by the root route.
 */
export function RouterScopedProviders({ children }: { children: ReactNode }) {
  return (
    <NotificationProvider>
      <UnsavedProvider>
        <CartPortProvider>{children}</CartPortProvider>
      </UnsavedProvider>
    </NotificationProvider>
  );
}
