import { ADMIN_PANEL_LOCKED_OUT, type MenuEntryOverride, type MenuEntryOverrides } from '@storefront/contract';
import { isMenuEntry, isUserType } from '@storefront/domain';
import type { Db } from '../../db/database';
import { bumpCacheVersion, MENU_CACHE } from '../../platform/cache/cache-versions.repository';
import { badRequest } from '../../platform/http/http-error';
import { readAudienceOverrides, readOverride, writeOverride } from './menu-overrides.repository';
import { insertChanges } from './site-setting-changes.repository';

/** GET /api/admin/menuOverrides: what administrators hid or locked, per user type. */
export async function menuOverrides(db: Db): Promise<MenuEntryOverrides> {
  const rows = await readAudienceOverrides(db);
  return {
    overrides: rows.flatMap((r) => {
      if (!isMenuEntry(r.entry) || !isUserType(r.audience)) return [];
      const hidden = r.visible === 0;
      const locked = r.locked === 1;
      return hidden || locked ? [{ entry: r.entry, audience: r.audience, hidden, locked }] : [];
    }),
  };
}

const stateText = (visible: number | null | undefined, locked: number | null | undefined) =>
  JSON.stringify({ hidden: visible === 0, locked: locked === 1 });

/**
 * POST /api/admin/menuOverrides: hides or locks one entry for one user type (or puts it back), logged
 * with who and when, and every process drops its menus (MENU_CACHE) in the same transaction.
 */
export async function saveMenuOverride(
  db: Db,
  o: MenuEntryOverride,
  userId: number,
  now: number,
): Promise<MenuEntryOverrides> {
  if (o.entry === 'AdminPanel' && (o.hidden || o.locked)) throw badRequest(ADMIN_PANEL_LOCKED_OUT);
  await db.transaction().execute(async (trx) => {
    const before = await readOverride(trx, o.entry, o.audience);
    const visible = o.hidden ? 0 : null;
    const locked = o.locked ? 1 : null;
    const oldValue = stateText(before?.visible, before?.locked);
    const newValue = stateText(visible, locked);
    if (oldValue === newValue) return;
    await writeOverride(trx, o.entry, o.audience, visible, locked);
    await insertChanges(trx, [{ userId, key: `menu.${o.audience}.${o.entry}`, oldValue, newValue, changedAt: now }]);
    await bumpCacheVersion(trx, MENU_CACHE);
  });
  return menuOverrides(db);
}
