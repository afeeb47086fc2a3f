import { useCallback } from 'react';
import { isEntryUsable } from '@storefront/domain';
import { useSession } from '../../../lib/session/use-session';
import { useOrderGuides } from '../../../lib/catalogue/api/get-order-guides';
import { useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';
import { chooseOrderGuide, orderGuideNames } from '../utils/order-guide-choice';
import { useStoredChoice } from './use-stored-choice';

/**
 * The order guide of /products: which one filters the list (from the hash og, the
 * session settings and the menu), which names the select offers, and whether it shows
 * at all (spec 1 §2: hidden for Public; consumers act for no customer and have none;
 * spec 1 §6: punchout sessions hide order guides).
 */
export function useOrderGuideChoice(hashOg: string) {
  const { userType, customerKey, settings, menu, isPunchout } = useSession();
  const scope = useCatalogueScope();
  const visible = userType !== 'Public' && !isPunchout && (customerKey ?? 0) > 0;
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

  return { visible, og: choice.og, offerAllProducts: choice.offerAllProducts, names, remember };
}
