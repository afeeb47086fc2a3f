import { PAGE_LAYOUTS, PAGE_SORTS, type PageLayout, type PageSort } from '@storefront/domain';

interface ChoiceSettings {
  defaultPageSortBy?: PageSort | null;
  defaultPageLayout?: PageLayout | null;
}

const isSort = (v: unknown): v is PageSort => PAGE_SORTS.includes(v as PageSort);
const isLayout = (v: unknown): v is PageLayout => PAGE_LAYOUTS.includes(v as PageLayout);

/**
 * Spec 1 §4: the user's saved default sort. Guests' settings carry the global default
 * (the server answers GET /api/settings with it for anonymous callers); with no settings
 * or an unknown value, Description.
 */
export function defaultSort(settings: ChoiceSettings | null | undefined): PageSort {
  return isSort(settings?.defaultPageSortBy) ? settings.defaultPageSortBy : 'Description';
}

/** The sort in use: this tab's last choice when it is valid, else the default. */
export function chooseSort(saved: string | null, settings: ChoiceSettings | null | undefined): PageSort {
  return isSort(saved) ? saved : defaultSort(settings);
}

/**
 * The layout in use: this tab's last choice, else the user's default, else Grid.
 * Quick Entry exists only when the cart provides it; without it the page shows Grid.
 */
export function chooseLayout(
  saved: string | null,
  settings: ChoiceSettings | null | undefined,
  hasQuickEntry: boolean,
): PageLayout {
  const wanted = isLayout(saved) ? saved : isLayout(settings?.defaultPageLayout) ? settings.defaultPageLayout : 'Grid';
  return wanted === 'QuickEntry' && !hasQuickEntry ? 'Grid' : wanted;
}

/** Spec 1 §2: the layout switch is hidden when arriving from an order guide or on a small screen. */
export function showLayoutSwitch(orderGuide: string, smallScreen: boolean): boolean {
  return !orderGuide && !smallScreen;
}
