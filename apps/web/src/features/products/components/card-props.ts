import type { Product } from '@storefront/contract';
import type { ImageFit } from '@storefront/domain';

/** What every product card and list row needs besides its product. */
export interface CardDisplay {
  fit: ImageFit;
  missingImage: string | null;
  hidePricing: boolean;
  showImage: boolean;
  /** Show 'Add To Cart' (the cart port exists, or the visitor is Public). */
  canAdd: boolean;
  onAdd: (product: Product) => void;
}

export const productHref = (productKey: number) => `/product/${productKey}`;
