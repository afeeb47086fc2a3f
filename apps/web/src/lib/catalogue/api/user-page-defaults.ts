import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageResult, UserDefaults } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';
import { useSession } from '../../session/use-session';

/**
 * GET/POST /api/userPreferences/defaults (spec 3 §6, §7): the signed-in user's own default layout and sort, else the
 * site's. Every kind of user has one; a salesperson's is their own, whichever customer they act for.
 */
export function useUserPageDefaults() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const queryKey = ['userDefaults', user?.username ?? ''];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest('/api/userPreferences/defaults', { schema: UserDefaults, signal }),
  });
  const save = useMutation({
    mutationFn: (body: UserDefaults) =>
      apiRequest('/api/userPreferences/defaults', { method: 'POST', json: body, schema: MessageResult }),
    onSuccess: (_r, body) => queryClient.setQueryData(queryKey, body),
  });
  return { query, save };
}
