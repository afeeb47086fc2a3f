import { useQuery } from '@tanstack/react-query';
import { ImportList } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { isActive } from '../utils/import-progress';
import { RECENT_IMPORTS_KEY } from './import-keys';

/** While one of them runs, the list follows it more slowly than the import shown. */
const POLL_MS = 3000;

/** GET /api/admin/imports: the newest 20 imports. */
export function useRecentImports() {
  return useQuery({
    queryKey: RECENT_IMPORTS_KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/imports', { schema: ImportList, signal }),
    refetchInterval: (query) => (query.state.data?.imports.some((i) => isActive(i.state)) ? POLL_MS : false),
  });
}
