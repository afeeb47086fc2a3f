import { User } from '@storefront/contract';
import { apiRequest, isApiError } from '../../../lib/api/api-client';

/** GET /api/user. A 401 is tolerated: it means the saved token no longer signs anyone in. */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiRequest('/api/user', { schema: User, tolerate401: true, signal });
  } catch (err) {
    if (isApiError(err, 401)) return null;
    throw err;
  }
}
