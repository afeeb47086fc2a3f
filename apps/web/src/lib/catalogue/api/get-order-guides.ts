import { useQuery } from '@tanstack/react-query';
import { type OrderGuide, OrderGuideList } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';
import { useCatalogueScope } from '../catalogue-scope';

/**
 * GET /api/orderguide: the acting customer's guides, 'Standard' first, each with its
 * visible products. Shared here because the products page filters by guide and the
 * order guide page manages them.
 */
export function getOrderGuides(signal?: AbortSignal): Promise<OrderGuide[]> {
  return apiRequest('/api/orderguide', { schema: OrderGuideList, signal });
}

/** Keyed by customer, so a salesperson switching customers never sees another's guides. */
export const orderGuidesKey = (scope: number | 'guest') => ['order-guides', scope] as const;

/** Only for users acting for a trade customer: guests and consumers have no guides. */
export function useOrderGuides(enabled: boolean) {
  const scope = useCatalogueScope();
  return useQuery({
    queryKey: orderGuidesKey(scope),
    queryFn: ({ signal }) => getOrderGuides(signal),
    enabled,
  });
}
