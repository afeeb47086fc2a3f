/** Spec 1 §2: the product with this key is never listed (nor fetched, priced, stocked or ordered). */
export const HIDDEN_PRODUCT_KEY = 9;

/** Spec 1 §2 wording for a product the user cannot see or order (unknown, inactive, hidden or excluded). */
export const PRODUCT_UNAVAILABLE = 'This product is unavailable.';

/**
 * The catalogue lists a product when it is active and not the hidden key. This is the
 * one statement of the rule; its SQL form is `listedProduct` in the server's
 * modules/catalogue/listed-product.repository.ts.
 */
export function isListedProduct(product: { productKey: number; isActive: boolean }): boolean {
  return product.isActive && product.productKey !== HIDDEN_PRODUCT_KEY;
}
