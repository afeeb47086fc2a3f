import { createContext, useContext } from 'react';
import type { CartLine, Product } from '@storefront/contract';

/** The cart feature's own dialogs, opened from anywhere under CartPortProvider. */
export interface CartDialogs {
  openAddToCart(product: Product): void;
  openEditLine(line: CartLine): void;
  /** Spec 1 §6: Public users get the Account Required dialog instead of adding. */
  requireAccount(): void;
}

export const CartDialogsContext = createContext<CartDialogs | null>(null);

export function useCartDialogs(): CartDialogs {
  const dialogs = useContext(CartDialogsContext);
  if (!dialogs) throw new Error('useCartDialogs must be used inside <CartPortProvider>');
  return dialogs;
}
