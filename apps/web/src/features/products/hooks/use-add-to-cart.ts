import { useCallback, useState } from 'react';
import type { Product } from '@storefront/contract';
import { useSession } from '../../../lib/session/use-session';
import { useCartPort } from '../../../components/cart-port/cart-port';

/**
 * Whether the product screens offer 'Add To Cart', and what it does. The cart feature's
 * port opens its dialog (and handles Public users itself). Without a port there is no
 * button, except for Public visitors, who are told to sign in (spec 1 §6): the page
 * renders <AccountRequiredDialog open={accountRequired} ...> for that case.
 */
export function useAddToCart() {
  const port = useCartPort();
  const { userType } = useSession();
  const [accountRequired, setAccountRequired] = useState(false);
  const canAdd = port !== null || userType === 'Public';
  const add = useCallback(
    (product: Product) => {
      if (port) port.openAddToCart(product);
      else setAccountRequired(true);
    },
    [port],
  );
  const closeAccountRequired = useCallback(() => setAccountRequired(false), []);
  return { canAdd, add, accountRequired, closeAccountRequired };
}
