import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminOrderView, type InvoiceOrderRequest, OrderView } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

export const adminOrderKey = (orderNumber: string) => ['admin', 'invoicing', 'order', orderNumber] as const;

const orderPath = (orderNumber: string) => `/api/admin/orders/${encodeURIComponent(orderNumber)}`;

/** GET /api/admin/orders/{orderNumber}: any customer's order as an administrator invoices it. */
export function useAdminOrder(orderNumber: string | null) {
  return useQuery({
    queryKey: adminOrderKey(orderNumber ?? ''),
    queryFn: ({ signal }) => apiRequest(orderPath(orderNumber ?? ''), { schema: AdminOrderView, signal }),
    enabled: orderNumber !== null,
    // A 404 (no such order) or a 403 is the answer, not a hiccup to retry.
    retry: false,
  });
}

/**
 * POST /api/admin/orders/{orderNumber}/invoice: answers the invoiced order, which replaces the order in the
 * administrator's view (the page then shows the invoice; `onInvoiced` lets it say so). The buyer's own order caches
 * are theirs, in their session.
 */
export function useInvoiceOrder(orderNumber: string, onInvoiced: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvoiceOrderRequest) =>
      apiRequest(`${orderPath(orderNumber)}/invoice`, { method: 'POST', json: request, schema: OrderView }),
    // Told before the view changes: the form that asked unmounts as the invoice replaces it.
    onSuccess: (order) => {
      onInvoiced();
      queryClient.setQueryData<AdminOrderView>(adminOrderKey(orderNumber), (view) =>
        view ? { ...view, order } : view,
      );
    },
  });
}
