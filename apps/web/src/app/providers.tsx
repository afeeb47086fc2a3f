import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Theme } from '@storefront/domain';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { NotificationProvider } from '../components/notifications/NotificationProvider';
import { CartPortProvider } from '../features/cart/components/CartPortProvider';
import { UnsavedProvider } from '../components/unsaved/UnsavedProvider';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session/SessionProvider';
import { useUserTheme } from '../features/settings/api/theme-api';
import { useSession } from '../lib/session/use-session';
import { createAppTheme } from './theme';
import { readStoredTheme, storeTheme, ThemeChoiceContext, useThemeChoice } from '../lib/theme/theme-choice';

/** Spec 3 Settings: once someone is signed in, the app takes their theme (their own or the default). */
function UserThemeLoader() {
  const session = useSession();
  const { apply } = useThemeChoice();
  const { data } = useUserTheme(session.user?.username ?? null);
  useEffect(() => {
    if (data) apply(data);
  }, [data, apply]);
  return null;
}

const sameTheme = (a: Theme, b: Theme) =>
  a.theme === b.theme && a.primaryColor === b.primaryColor && a.secondaryColor === b.secondaryColor && a.hasUserTheme === b.hasUserTheme;

/** Everything that must exist before the router: theme, server cache and the session. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [choice, setChoice] = useState<Theme>(readStoredTheme);
  const themeChoice = useMemo(
    () => ({
      theme: choice,
      apply: (next: Theme) => {
        storeTheme(next);
        setChoice((current) => (sameTheme(current, next) ? current : next));
      },
    }),
    [choice],
  );
  const muiTheme = useMemo(() => createAppTheme(choice), [choice]);
  return (
    <ThemeChoiceContext.Provider value={themeChoice}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
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
