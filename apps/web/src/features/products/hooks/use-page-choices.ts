import type { PageLayout, PageSort } from '@storefront/domain';
import { useSession } from '../../../lib/session/use-session';
import { useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';
import { tabLayoutKey, tabSortKey, userLayoutKey } from '../../../lib/catalogue/page-choice-keys';
import { chooseLayout, chooseSort } from '../utils/page-choices';
import { useStoredChoice } from './use-stored-choice';

/** The layout and sort of /products: this tab's last choice, else (layout) the user's last choice in any tab, else the user's defaults. */
export function usePageChoices(hasQuickEntry: boolean) {
  const { settings, user } = useSession();
  const scope = useCatalogueScope();
  const [savedLayout, saveLayout] = useStoredChoice(tabLayoutKey(scope), userLayoutKey(user?.username));
  const [savedSort, saveSort] = useStoredChoice(tabSortKey(scope));
  const layout: PageLayout = chooseLayout(savedLayout, settings, hasQuickEntry);
  const sort: PageSort = chooseSort(savedSort, settings);
  return { layout, sort, setLayout: saveLayout as (l: PageLayout) => void, setSort: saveSort as (s: PageSort) => void };
}
