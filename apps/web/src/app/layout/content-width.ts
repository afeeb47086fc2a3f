import { DRAWER_WIDTH } from './SideMenu';
import type { DrawerMode } from './use-drawer-mode';

/** The page's frame: at most this wide, with this padding each side (px; sm and up from 600 px). */
export const PAGE_MAX_WIDTH = 1600;
export const PAGE_PADDING = { xs: 2, sm: 3 } as const;
const SPACING_PX = 8;
const SM_PX = 600;

/** The width the page's content gets in a window this wide, beside a side menu of `mode`. */
export function contentWidthIn(windowWidth: number, mode: DrawerMode): number {
  const main = windowWidth - (mode === 'permanent' ? DRAWER_WIDTH : 0);
  const padding = (windowWidth >= SM_PX ? PAGE_PADDING.sm : PAGE_PADDING.xs) * SPACING_PX;
  return Math.max(0, Math.min(main, PAGE_MAX_WIDTH) - 2 * padding);
}
