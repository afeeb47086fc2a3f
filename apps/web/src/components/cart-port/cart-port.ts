import type { OrderGuideProduct, Product } from '@storefront/contract';
import { type ComponentType, createContext, useContext } from 'react';

/** What the product screens may ask of the cart without importing the cart feature. */
export interface QuickEntryProps {
  /** The products of the current filters, in the page's order. */
  products: readonly Product[];
  loading: boolean;
  /** The order guide the list is filtered by: rows start at its quantities, which stay after an add (spec 1 §4). */
  guideLines?: readonly OrderGuideProduct[] | undefined;
}

export interface CartPort {
  /**
   * Opens the Add To Cart dialog for a product (spec 1 §2). Public users get the
   * Account Required dialog instead.
   */
  openAddToCart(product: Product): void;
  /** The Quick Entry layout of /products (spec 1 §4). */
  QuickEntry: ComponentType<QuickEntryProps>;
}

/** Provided by the cart feature at the app level; null where no cart exists (then no add buttons show). */
export const CartPortContext = createContext<CartPort | null>(null);

export function useCartPort(): CartPort | null {
  return useContext(CartPortContext);
}
