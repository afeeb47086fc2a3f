import type { MenuEntry } from '@storefront/domain';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/menu/log/{entry} → 204. A lost visit record must never disturb the page. */
export function logMenuVisit(entry: MenuEntry): void {
  apiRequest(`/api/menu/log/${encodeURIComponent(entry)}`).catch(() => undefined);
}
