import type { UserDefaults } from '@storefront/contract';
import { PAGE_LAYOUTS, PAGE_SORTS, type PageLayout, type PageSort } from '@storefront/domain';
import type { Db } from '../../db/database';
import { readSiteValues } from '../settings/settings.repository';
import { readUserDefaults, writeUserDefaults } from './preferences.repository';

export const LAYOUT_SAVED = 'Page layout successfully changed.';

const isLayout = (v: string | null | undefined): v is PageLayout => (PAGE_LAYOUTS as readonly string[]).includes(v ?? '');
const isSort = (v: string | null | undefined): v is PageSort => (PAGE_SORTS as readonly string[]).includes(v ?? '');

/** GET /api/userPreferences/defaults: the user's own default layout and sort, else the site's. */
export async function userDefaults(db: Db, userId: number): Promise<UserDefaults> {
  const [own, site] = await Promise.all([readUserDefaults(db, userId), readSiteValues(db)]);
  return {
    defaultPageLayout: isLayout(own?.default_page_layout) ? own.default_page_layout : site.defaultPageLayout,
    defaultPageSortBy: isSort(own?.default_page_sort_by) ? own.default_page_sort_by : site.defaultPageSortBy,
  };
}

/** POST /api/userPreferences/defaults. */
export async function saveUserDefaults(db: Db, userId: number, body: UserDefaults): Promise<{ message: string }> {
  await writeUserDefaults(db, userId, body.defaultPageLayout, body.defaultPageSortBy);
  return { message: LAYOUT_SAVED };
}
