import type { PageLayout, PageSort } from '@storefront/domain';
import { useSession } from '../../../app/session/use-session';
import { useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';
import { chooseLayout, chooseSort } from '../utils/page-choices';
import { useStoredChoice } from './use-stored-choice';

/** The layout and sort of /products: this tab's last choice, else the user's defaults. */
export function usePageChoices(hasQuickEntry: boolean) {
  const { settings } = useSession();
  const scope = useCatalogueScope();
  const [savedLayout, saveLayout] = useStoredChoice(`storefront.products.layout.${scope}`);
  const [savedSort, saveSort] = useStoredChoice(`storefront.products.sort.${scope}`);
  const layout: PageLayout = chooseLayout(savedLayout, settings, hasQuickEntry);
  const sort: PageSort = chooseSort(savedSort, settings);
  return { layout, sort, setLayout: saveLayout as (l: PageLayout) => void, setSort: saveSort as (s: PageSort) => void };
}
