import { SessionSettings } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/settings: session settings; anonymous callers get sessionType Guest. */
export function getSessionSettings(signal?: AbortSignal): Promise<SessionSettings> {
  return apiRequest('/api/settings', { schema: SessionSettings, signal });
}
