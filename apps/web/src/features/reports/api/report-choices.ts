import { useQuery } from '@tanstack/react-query';
import { Categories, OrderGuideList } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

/** The customer's order guide names, for the Order Guide List's starting and ending guide. */
export function useGuideNames(enabled: boolean) {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: ['report-guides', customerKey ?? 0],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/orderguide', { schema: OrderGuideList, signal }))
        .map((g) => g.name)
        .sort((a, b) => a.localeCompare(b)),
    enabled,
  });
}

/** The categories the customer may buy, for the Product List's specificCategory. */
export function useReportCategories(enabled: boolean) {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: ['report-categories', customerKey ?? 0],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/product/categories', { schema: Categories, signal })).filter((c) => !c.isExcluded),
    enabled,
  });
}
