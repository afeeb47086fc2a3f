/** The keys live in lib/cart: checkout reloads the same cart after an order. */
export { CART_MUTATION_KEY, CART_TTL_MS, cartQueryKey, useReloadCart } from '../../../lib/cart/cart-keys';
