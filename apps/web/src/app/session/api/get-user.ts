import { User } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/**
 * GET /api/user. A 401 is tolerated (it does not end the session by itself): it rejects with
 * the ApiError, whose message is the server's reason the saved token no longer signs anyone in.
 */
export function getUser(signal?: AbortSignal): Promise<User> {
  return apiRequest('/api/user', { schema: User, tolerate401: true, signal });
}
