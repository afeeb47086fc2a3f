import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteSettings } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';

/** Keys under 'public' survive log-out: they hold nothing user-specific. */
export const siteSettingsQueryKey = ['public', 'settings', 'site'] as const;

/** GET /api/settings/site (anonymous): guest and consumer switches, site name. */
export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiRequest('/api/settings/site', { schema: SiteSettings, anonymous: true, signal });
}

/** The site settings' query (also asked by the server before it renders a first screen: src/entry-server.tsx). */
export const siteSettingsQuery = queryOptions({
  queryKey: siteSettingsQueryKey,
  queryFn: ({ signal }) => getSiteSettings(signal),
  staleTime: 5 * 60_000,
});

export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}
