import { apiRequest } from '../../../lib/api/api-client';

/** DELETE /api/token: ends the session server-side. Log-out never waits on or reports its failure. */
export function deleteToken(token: string): Promise<void> {
  return apiRequest('/api/token', { method: 'DELETE', token }).catch(() => undefined);
}
