import { STANDARD_ORDER_GUIDE } from '@storefront/contract';

export interface OrderGuideChoiceInput {
  /** og from the URL hash; '' when none is in it. */
  og: string;
  /** Signed in and acting for a trade customer: only then are there guides to choose (spec 1 §6: none for Public). */
  canUseGuides: boolean;
  /** Session setting defaultToStandardOrder. */
  defaultToStandard: boolean;
  /** The AllProducts menu entry is present, visible and unlocked. */
  allProductsUsable: boolean;
  /** The user chose All Products in this tab, which the Standard default must not undo. */
  allProductsChosen: boolean;
}

export interface OrderGuideChoice {
  /** The guide the list is filtered by; '' for All Products. */
  og: string;
  /** Whether the select offers 'All Products'. */
  offerAllProducts: boolean;
}

/**
 * Spec 1 §4 filter behaviour: a guide named in the URL wins; with none, Standard is
 * forced while the AllProducts entry is hidden or locked (and All Products is not
 * offered), and chosen by default when defaultToStandardOrder is on, until the user
 * picks All Products.
 */
export function chooseOrderGuide(input: OrderGuideChoiceInput): OrderGuideChoice {
  if (!input.canUseGuides) return { og: '', offerAllProducts: true };
  const offerAllProducts = input.allProductsUsable;
  if (input.og) return { og: input.og, offerAllProducts };
  if (!input.allProductsUsable) return { og: STANDARD_ORDER_GUIDE, offerAllProducts };
  if (input.defaultToStandard && !input.allProductsChosen) return { og: STANDARD_ORDER_GUIDE, offerAllProducts };
  return { og: '', offerAllProducts };
}

/**
 * The guide names the select lists: the customer's, in the server's order, plus the
 * chosen one when the list lacks it (still loading, or an old link), so the select
 * never shows a blank.
 */
export function orderGuideNames(guides: readonly string[], chosen: string): string[] {
  return chosen === '' || guides.includes(chosen) ? [...guides] : [...guides, chosen];
}
