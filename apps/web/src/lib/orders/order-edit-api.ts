import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OrderCancelled, OrderEditClosed, OrderEditOpened } from '@storefront/contract';
import { apiRequest } from '../api/api-client';
import { editSessionOf, setEditingOrder } from '../api/order-edit-state';
import { useSession } from '../session/use-session';

const base = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}`;

/** POST /api/orders/{orderNumber}/edit: copies the order into its edit cart (issue 32). */
export function openOrderEdit(orderNumber: string): Promise<OrderEditOpened> {
  return apiRequest(`${base(orderNumber)}/edit`, { method: 'POST', schema: OrderEditOpened });
}

/** DELETE /api/orders/{orderNumber}/edit: 'Discard changes'. */
export function discardOrderEdit(orderNumber: string): Promise<OrderEditClosed> {
  return apiRequest(`${base(orderNumber)}/edit`, { method: 'DELETE', schema: OrderEditClosed });
}

/** POST /api/orders/{orderNumber}/cancel. */
export function cancelPlacedOrder(orderNumber: string): Promise<OrderCancelled> {
  return apiRequest(`${base(orderNumber)}/cancel`, { method: 'POST', schema: OrderCancelled });
}

/**
 * Switches this tab between the ordinary cart and an order's edit cart: the cart and checkout queries are dropped so
 * that nothing read from one cart is shown as the other; orders and history are read again.
 */
export function useSwitchCart(): (next: { orderNumber: string; editableUntilText: string } | null) => void {
  const queryClient = useQueryClient();
  const { token, customerKey } = useSession();
  return useCallback(
    (next) => {
      setEditingOrder(next ? { ...next, session: editSessionOf(token, customerKey) } : null);
      queryClient.removeQueries({ queryKey: ['cart'] });
      queryClient.removeQueries({ queryKey: ['checkout'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
    },
    [queryClient, token, customerKey],
  );
}

/**
 * After Save: back to the ordinary cart. The cart and checkout queries are read again rather than dropped, so the
 * checkout that shows the receipt keeps its place while the ordinary cart loads.
 */
export function useFinishEditing(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    setEditingOrder(null);
    for (const key of ['cart', 'checkout', 'orders', 'history'])
      void queryClient.invalidateQueries({ queryKey: [key] });
  }, [queryClient]);
}
