import { useCallback } from 'react';
import { isEntryUsable } from '@storefront/domain';
import { useSession } from '../../../lib/session/use-session';
import { useOrderGuides } from '../../../lib/catalogue/api/get-order-guides';
import { useGuidesUsable } from '../../../lib/order-guides/use-guides-usable';
import { useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';
import { chooseOrderGuide, orderGuideNames } from '../utils/order-guide-choice';
import { useStoredChoice } from './use-stored-choice';

/**
 * The order guide of /products: which one filters the list (from the hash og, the
 * session settings and the menu), which names the select offers, and whether it shows
 * at all (spec 1 §2: hidden for Public; spec 1 §6: punchout sessions hide order guides;
 * consumers have guides of their own).
 */
export function useOrderGuideChoice(hashOg: string) {
  const { settings, menu } = useSession();
  const scope = useCatalogueScope();
  const visible = useGuidesUsable();
  const guides = useOrderGuides(visible);
  const [savedAll, saveAll] = useStoredChoice(`storefront.products.allProducts.${scope}`);
  const choice = chooseOrderGuide({
    og: hashOg,
    canUseGuides: visible,
    defaultToStandard: settings?.defaultToStandardOrder ?? false,
    allProductsUsable: isEntryUsable(menu, 'AllProducts'),
    allProductsChosen: savedAll === '1',
  });
  const names = orderGuideNames(guides.data?.map((g) => g.name) ?? [], choice.og);

  /** Remembers a choice of All Products for this tab, so the Standard default does not take it back. */
  const remember = useCallback((og: string) => saveAll(og === '' ? '1' : ''), [saveAll]);

  // The chosen guide's lines, for Quick Entry's starting quantities.
  const lines = choice.og ? guides.data?.find((g) => g.name === choice.og)?.products : undefined;

  return { visible, og: choice.og, offerAllProducts: choice.offerAllProducts, names, lines, remember };
}
