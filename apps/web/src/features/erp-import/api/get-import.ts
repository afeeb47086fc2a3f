import { useQuery } from '@tanstack/react-query';
import { ImportStatus } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { isActive } from '../utils/import-progress';
import { importStatusKey } from './import-keys';

/** How often a queued or running import is asked for its progress. */
const POLL_MS = 500;

/** GET /api/admin/import/{jobId}: its state, counts and refused rows, every half second until it ends. */
export function useImportStatus(jobId: string) {
  return useQuery({
    queryKey: importStatusKey(jobId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/import/${encodeURIComponent(jobId)}`, { schema: ImportStatus, signal }),
    refetchInterval: (query) => (isActive(query.state.data?.state) ? POLL_MS : false),
  });
}
