import { MENU_ENTRIES, defaultEntryVisible, type MenuEntryState, type UserType } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { MENU_CACHE } from '../../platform/cache/cache-versions.repository';
import { requestCacheVersion } from '../../platform/cache/request-versions';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import type { AppContext } from '../../platform/context';
import { insertVisit, readOverrides } from './menu.repository';

type Override = Awaited<ReturnType<typeof readOverrides>>[number];

/**
 * The menu for a request's user: the defaults of the domain, then administrator
 * overrides for everyone ('*'), then those for the user's type. Every guarded call
 * needs it, so the overrides of each user type are kept for one MENU_CACHE version
 * (whoever writes menu_overrides bumps it).
 */
export function createMenuSource(db: Db) {
  const overrides = new VersionedCache<Override[]>(8);

  return async function menuOf(request: FastifyRequest): Promise<MenuEntryState[]> {
    const principal = request.principal;
    const userType: UserType = principal?.userType ?? 'Public';
    const audience = { userType, isAdmin: principal?.isAdmin ?? false, isPunchout: principal?.isPunchout ?? false };
    const version = await requestCacheVersion(db, request, MENU_CACHE);
    const rows = await overrides.getOrCompute(userType, version, () => readOverrides(db, ['*', userType]));
    const ordered = [...rows].sort((a, b) => (a.audience === '*' ? -1 : 0) - (b.audience === '*' ? -1 : 0));
    return MENU_ENTRIES.map((key) => {
      const state: MenuEntryState = {
        key,
        visible: defaultEntryVisible(key, audience),
        locked: false,
        logVisit: false,
      };
      for (const o of ordered) {
        if (o.entry !== key) continue;
        // Overrides never reveal what the defaults hide from this audience (admin pages, account pages of consumers).
        if (o.visible !== null) state.visible = state.visible && o.visible === 1;
        if (o.locked !== null) state.locked = o.locked === 1;
        if (o.log_visit !== null) state.logVisit = o.log_visit === 1;
      }
      return state;
    });
  };
}

/** GET /api/menu/log/{entry}: records a visit of an entry flagged for logging; others are accepted and ignored. */
export async function logMenuVisit(ctx: AppContext, request: FastifyRequest, entry: string): Promise<void> {
  const menu = await ctx.ports.menuOf(request);
  if (menu.find((e) => e.key === entry)?.logVisit)
    await insertVisit(ctx.db, request.principal?.userId ?? null, entry, ctx.now());
}
