import type { UserDefaults } from '@storefront/contract';
import { PAGE_LAYOUTS, PAGE_SORTS, type PageLayout, type PageSort } from '@storefront/domain';
import type { Db } from '../../db/database';
import { readSiteValues } from '../settings/settings.repository';
import { readUserDefaults, writeUserDefaults } from './preferences.repository';

export const LAYOUT_SAVED = 'Page layout successfully changed.';

const isLayout = (v: string | null | undefined): v is PageLayout =>
  (PAGE_LAYOUTS as readonly string[]).includes(v ?? '');
const isSort = (v: string | null | undefined): v is PageSort => (PAGE_SORTS as readonly string[]).includes(v ?? '');

/** The user's own default layout and sort where they chose one, else the site's. */
export function chooseDefaults(
  own: { default_page_layout: string | null; default_page_sort_by: string | null } | undefined,
  site: UserDefaults,
): UserDefaults {
  return {
    defaultPageLayout: isLayout(own?.default_page_layout) ? own.default_page_layout : site.defaultPageLayout,
    defaultPageSortBy: isSort(own?.default_page_sort_by) ? own.default_page_sort_by : site.defaultPageSortBy,
  };
}

/** GET /api/userPreferences/defaults: the user's own default layout and sort, else the site's. */
export async function userDefaults(db: Db, userId: number): Promise<UserDefaults> {
  const [own, site] = await Promise.all([readUserDefaults(db, userId), readSiteValues(db)]);
  return chooseDefaults(own, site);
}

/** The user's own defaults over the site's, for GET /api/settings (the page opens the product list with them). */
export async function withOwnDefaults<T extends UserDefaults>(db: Db, userId: number, settings: T): Promise<T> {
  return { ...settings, ...chooseDefaults(await readUserDefaults(db, userId), settings) };
}

/** POST /api/userPreferences/defaults. */
export async function saveUserDefaults(db: Db, userId: number, body: UserDefaults): Promise<{ message: string }> {
  await writeUserDefaults(db, userId, body.defaultPageLayout, body.defaultPageSortBy);
  return { message: LAYOUT_SAVED };
}
