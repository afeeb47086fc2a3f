import { useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { NotificationProvider } from '../components/notifications/NotificationProvider';
import { CartPortProvider } from '../features/cart/components/CartPortProvider';
import { UnsavedProvider } from '../components/unsaved/UnsavedProvider';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session/SessionProvider';
import { createAppTheme } from './theme';

/** Everything that must exist before the router: theme, server cache and the session. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [theme] = useState(() => createAppTheme());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
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
