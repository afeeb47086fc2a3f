import { useQuery } from '@tanstack/react-query';
import { type BackgroundJobState, BackgroundJobs } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/admin/jobs: the newest background jobs, of one state or all. */
export function useBackgroundJobs(state: BackgroundJobState | null) {
  return useQuery({
    queryKey: ['admin', 'jobs', state],
    queryFn: ({ signal }) =>
      apiRequest(state ? `/api/admin/jobs?state=${state}` : '/api/admin/jobs', { schema: BackgroundJobs, signal }),
  });
}
