import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateStandingOrderRequest,
  StandingOrder,
  StandingOrderList,
  type UpdateStandingOrderRequest,
} from '@storefront/contract';
import { apiRequest } from '../api/api-client';
import { useSession } from '../session/use-session';

/** Per acting customer: a salesperson who switches customers sees the other customer's list. */
function useKey() {
  const { customerKey } = useSession();
  return ['standing-orders', customerKey ?? 0] as const;
}

/** GET /api/standingorders. */
export function useStandingOrders() {
  const queryKey = useKey();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest('/api/standingorders', { schema: StandingOrderList, signal }),
  });
}

export type StandingOrderWrite =
  | { kind: 'create'; body: CreateStandingOrderRequest }
  | { kind: 'update'; id: number; body: UpdateStandingOrderRequest }
  | { kind: 'delete'; id: number };

/** POST /api/standingorders, PUT and DELETE /api/standingorders/{id}; the list is read again after each. */
export function useStandingOrderWrite() {
  const client = useQueryClient();
  const queryKey = useKey();
  return useMutation({
    mutationFn: async (write: StandingOrderWrite): Promise<StandingOrder | null> => {
      if (write.kind === 'create')
        return apiRequest('/api/standingorders', { method: 'POST', json: write.body, schema: StandingOrder });
      if (write.kind === 'update')
        return apiRequest(`/api/standingorders/${write.id}`, {
          method: 'PUT',
          json: write.body,
          schema: StandingOrder,
        });
      await apiRequest(`/api/standingorders/${write.id}`, { method: 'DELETE' });
      return null;
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
