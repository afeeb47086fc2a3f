import { z } from 'zod/mini';
import { MENU_ENTRIES } from '@storefront/domain';

export const MenuEntryKey = z.enum(MENU_ENTRIES);

export const MenuEntryState = z.object({
  key: MenuEntryKey,
  visible: z.boolean(),
  locked: z.boolean(),
  logVisit: z.boolean(),
});

/** GET /api/menu: every entry of spec 1 §6 for this user. */
export const Menu = z.array(MenuEntryState);
export type Menu = z.infer<typeof Menu>;

export const MenuLogParams = z.object({ entry: MenuEntryKey });
