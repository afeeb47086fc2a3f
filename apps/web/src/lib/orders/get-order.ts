import { skipToken, useQuery } from '@tanstack/react-query';
import { OrderView } from '@storefront/contract';
import { apiRequest } from '../api/api-client';
import { useSession } from '../session/use-session';

/** GET /api/orders/{orderNumber}: the order as recorded at submit (the receipt and reorder read it). */
function getOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderView> {
  return apiRequest(`/api/orders/${encodeURIComponent(orderNumber)}`, { schema: OrderView, signal });
}

/** A recorded order changes once, when it is invoiced (issue 31): a copy is read again after a minute. */
export function useOrder(orderNumber: string | null) {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: ['orders', customerKey ?? 0, orderNumber],
    queryFn: orderNumber ? ({ signal }) => getOrder(orderNumber, signal) : skipToken,
    staleTime: 60_000,
  });
}
