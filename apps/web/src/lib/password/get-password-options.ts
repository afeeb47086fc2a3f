import { useQuery } from '@tanstack/react-query';
import { PasswordOptionsBody } from '@storefront/contract';
import { DEFAULT_PASSWORD_OPTIONS, type PasswordOptions } from '@storefront/domain';
import { apiRequest } from '../api/api-client';

/** Under 'public': the same for everyone, kept across log-out. */
export const passwordOptionsQueryKey = ['public', 'passwordOptions'] as const;

/** GET /api/admin/passwordOptions (anonymous). */
function getPasswordOptions(signal?: AbortSignal): Promise<PasswordOptions> {
  return apiRequest('/api/admin/passwordOptions', { schema: PasswordOptionsBody, anonymous: true, signal });
}

/** The password options in force; spec 3 §3: the defaults apply until they load. */
export function usePasswordOptions() {
  const query = useQuery({
    queryKey: passwordOptionsQueryKey,
    queryFn: ({ signal }) => getPasswordOptions(signal),
    staleTime: 60_000,
  });
  return { ...query, options: query.data ?? DEFAULT_PASSWORD_OPTIONS };
}
