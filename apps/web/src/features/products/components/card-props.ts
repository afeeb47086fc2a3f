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
  /** Opens Add to Order Guide (spec 1 §5); null where the session has no guides (Public, punchout). */
  onAddToGuide: ((product: Product) => void) | null;
}

export const productHref = (productKey: number) => `/product/${productKey}`;
