import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SiteSettingsUpdate, SiteSettingsAdminView } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

const KEY = ['admin', 'site-settings'] as const;

/** GET /api/admin/siteSettings. */
export function useSiteSettingsAdmin() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/siteSettings', { schema: SiteSettingsAdminView, signal }),
  });
}

/** POST /api/admin/siteSettings with the changed settings; the answer replaces the cached view. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SiteSettingsUpdate) =>
      apiRequest('/api/admin/siteSettings', { method: 'POST', json: update, schema: SiteSettingsAdminView }),
    onSuccess: (view) => queryClient.setQueryData(KEY, view),
  });
}
