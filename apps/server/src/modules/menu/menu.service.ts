import { MENU_ENTRIES, defaultEntryVisible, type MenuEntryState, type UserType } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Principal } from '../../platform/auth/principal';
import { readOverrides } from './menu.repository';

/**
 * The menu for a user: the defaults of the domain, then administrator
 * overrides for everyone ('*'), then those for the user's type.
 */
export async function menuFor(db: Kysely<DB>, principal: Principal | null): Promise<MenuEntryState[]> {
  const userType: UserType = principal?.userType ?? 'Public';
  const audience = { userType, isAdmin: principal?.isAdmin ?? false, isPunchout: principal?.isPunchout ?? false };
  const overrides = await readOverrides(db, ['*', userType]);
  const ordered = [...overrides].sort((a, b) => (a.audience === '*' ? -1 : 0) - (b.audience === '*' ? -1 : 0));
  return MENU_ENTRIES.map((key) => {
    const state: MenuEntryState = { key, visible: defaultEntryVisible(key, audience), locked: false, logVisit: false };
    for (const o of ordered) {
      if (o.entry !== key) continue;
      // Overrides never reveal what the defaults hide from this audience (admin pages, account pages of consumers).
      if (o.visible !== null) state.visible = state.visible && o.visible === 1;
      if (o.locked !== null) state.locked = o.locked === 1;
      if (o.log_visit !== null) state.logVisit = o.log_visit === 1;
    }
    return state;
  });
}
