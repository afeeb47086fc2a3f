import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PunchoutBuyer, type PunchoutBuyerInput } from '@storefront/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api/api-client';

const KEY = ['admin', 'punchout-buyers'] as const;

/** GET /api/admin/punchout/buyers: every procurement system let in, by name (never a secret or password). */
export function usePunchoutBuyers() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/punchout/buyers', { schema: z.array(PunchoutBuyer), signal }),
  });
}

/** POST /api/admin/punchout/buyers (id null) or PUT .../{id}: the saved buyer shows at once, then the list is read again in the server's order. */
export function useSavePunchoutBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PunchoutBuyerInput }) =>
      apiRequest(id === null ? '/api/admin/punchout/buyers' : `/api/admin/punchout/buyers/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        json: input,
        schema: PunchoutBuyer,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<PunchoutBuyer[]>(KEY, (list) =>
        list?.some((b) => b.id === saved.id)
          ? list.map((b) => (b.id === saved.id ? saved : b))
          : list && [...list, saved],
      );
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
