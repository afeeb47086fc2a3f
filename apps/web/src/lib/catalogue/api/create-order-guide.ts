import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderGuide, type OrderGuideLinePayload } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';

/** POST /api/orderguide/{name}: a new guide with these lines (409 when the customer has one of that name). */
export function createOrderGuide(name: string, products: readonly OrderGuideLinePayload[]): Promise<OrderGuide> {
  return apiRequest(`/api/orderguide/${encodeURIComponent(name)}`, {
    method: 'POST',
    json: { products },
    schema: OrderGuide,
  });
}

/** Creates a guide and refreshes every cached guide list (the products page filter, the guide page). */
export function useCreateOrderGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, products }: { name: string; products: readonly OrderGuideLinePayload[] }) =>
      createOrderGuide(name, products),
    onSuccess: () => client.invalidateQueries({ queryKey: ['order-guides'] }),
  });
}
