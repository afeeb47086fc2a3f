import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubstitutionPreferenceAnswer, type SubstitutionPreferenceInput } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

/** Keyed by the acting customer: a salesperson who switches customers reads that customer's. */
const preferenceKey = (customerKey: number | null) => ['substitution-preference', customerKey ?? 0] as const;

/** GET /api/preferences/substitutions: the acting customer's preference (or the consumer's own). */
export function useSubstitutionPreference(enabled: boolean) {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: preferenceKey(customerKey),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('/api/preferences/substitutions', { schema: SubstitutionPreferenceAnswer, signal }),
  });
}

/** PUT /api/preferences/substitutions; the answer becomes the cached preference, and the cart's offers follow it. */
export function useSaveSubstitutionPreference() {
  const { customerKey } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubstitutionPreferenceInput) =>
      apiRequest('/api/preferences/substitutions', {
        method: 'PUT',
        json: body,
        schema: SubstitutionPreferenceAnswer,
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(preferenceKey(customerKey), answer);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
