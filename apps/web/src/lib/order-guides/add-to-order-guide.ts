import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderGuide, type OrderGuideLinePayload } from '@storefront/contract';
import { apiRequest } from '../api/api-client';

/**
 * POST /api/orderguide/{name}/product: one product from a card or the Add To Cart dialog (spec 1 §5).
 * A new name makes the guide; a product already in it takes the new quantity and unit.
 */
export function addToOrderGuide(name: string, line: OrderGuideLinePayload): Promise<OrderGuide> {
  return apiRequest(`/api/orderguide/${encodeURIComponent(name)}/product`, {
    method: 'POST',
    json: line,
    schema: OrderGuide,
  });
}

export function useAddToOrderGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, line }: { name: string; line: OrderGuideLinePayload }) => addToOrderGuide(name, line),
    onSuccess: () => client.invalidateQueries({ queryKey: ['order-guides'] }),
  });
}
