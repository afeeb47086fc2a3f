import { Menu } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/menu: this user's entries (anonymous callers get the Public entries). */
export function getMenu(signal?: AbortSignal): Promise<Menu> {
  return apiRequest('/api/menu', { schema: Menu, signal });
}
