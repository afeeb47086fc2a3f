import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderGuideCounts, type SaveOrderGuideCountRequest } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';

const countsUrl = (name: string) => `/api/orderguide/${encodeURIComponent(name)}/counts`;

/** Keyed by customer and guide: a salesperson switching customers never sees another's counts. */
const countsKey = (scope: ReturnType<typeof useCatalogueScope>, name: string) =>
  ['order-guide-counts', scope, name] as const;

/** GET /api/orderguide/{name}/counts (issue 32): the newest counts for the acting ship-to, and the round-up share. */
export function useOrderGuideCounts(name: string) {
  const scope = useCatalogueScope();
  return useQuery({
    queryKey: countsKey(scope, name),
    queryFn: ({ signal }) => apiRequest(countsUrl(name), { schema: OrderGuideCounts, signal }),
  });
}

/** POST /api/orderguide/{name}/counts: today's count; the answer becomes the cached counts. */
export function useSaveOrderGuideCount(name: string) {
  const scope = useCatalogueScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOrderGuideCountRequest) =>
      apiRequest(countsUrl(name), { method: 'POST', json: body, schema: OrderGuideCounts }),
    onSuccess: (counts) => client.setQueryData(countsKey(scope, name), counts),
  });
}
