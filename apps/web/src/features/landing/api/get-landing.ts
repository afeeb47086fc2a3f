import { useQuery } from '@tanstack/react-query';
import { LandingLayout } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

/** GET /api/landing: administrators get hidden cards too (the editor), so the cache is per user. */
export const landingQueryKey = (userName: string | null) => ['landing', userName ?? 'guest'] as const;

export function getLanding(signal?: AbortSignal): Promise<LandingLayout> {
  return apiRequest('/api/landing', { schema: LandingLayout, signal });
}

export function useLanding() {
  const { user } = useSession();
  return useQuery({
    queryKey: landingQueryKey(user?.username ?? null),
    queryFn: ({ signal }) => getLanding(signal),
    staleTime: 60_000,
  });
}
