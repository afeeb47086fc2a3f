import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ThemeAnswer, type ThemeInput } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** The cache key of a user's theme. */
export const themeQueryKey = (username: string | null) => ['theme', username] as const;

/** GET /api/theme: the signed-in user's theme (their own, or the default); nothing for a visitor. */
export const userThemeQuery = (username: string | null) =>
  queryOptions({
    queryKey: themeQueryKey(username),
    enabled: username !== null,
    queryFn: () => apiRequest('/api/theme', { schema: ThemeAnswer }),
    // The cache holds the very theme it was given (the app tells a theme from another tab by its object).
    structuralSharing: false,
  });

export function useUserTheme(username: string | null) {
  return useQuery(userThemeQuery(username));
}

/** POST /api/theme saves the user's own theme; DELETE /api/theme goes back to the default. */
export function useThemeWrites() {
  const save = useMutation({
    mutationFn: (body: ThemeInput) => apiRequest('/api/theme', { method: 'POST', json: body, schema: ThemeAnswer }),
  });
  const remove = useMutation({ mutationFn: () => apiRequest('/api/theme', { method: 'DELETE', schema: ThemeAnswer }) });
  return { save, remove };
}
