import { useQuery } from '@tanstack/react-query';
import { Health } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/health: polled while the session cannot load, so it resumes once the server is back. */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  return apiRequest('/api/health', { schema: Health, anonymous: true, signal });
}

export function useHealth(enabled: boolean) {
  return useQuery({
    queryKey: ['public', 'health'],
    queryFn: ({ signal }) => getHealth(signal),
    enabled,
    refetchInterval: 5_000,
    retry: false,
  });
}
