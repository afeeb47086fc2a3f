import { useQuery } from '@tanstack/react-query';
import { LogoName } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';

/** Spec 1 §9: the logo is cached for 5 minutes. */
const LOGO_CACHE_MS = 5 * 60_000;

/** GET /api/settings/logoname (anonymous): the image under /img/ and the site name. */
export function getLogoName(signal?: AbortSignal): Promise<LogoName> {
  return apiRequest('/api/settings/logoname', { schema: LogoName, anonymous: true, signal });
}

export function useLogoName() {
  return useQuery({
    queryKey: ['public', 'settings', 'logoname'],
    queryFn: ({ signal }) => getLogoName(signal),
    staleTime: LOGO_CACHE_MS,
    gcTime: LOGO_CACHE_MS,
  });
}
