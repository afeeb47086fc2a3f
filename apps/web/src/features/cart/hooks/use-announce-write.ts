import { useCallback } from 'react';
import type { CartWriteResult } from '@storefront/contract';
import { useNotify } from '../../../components/notifications/use-notify';

/** Spec 1 §4 wording. */
export const productsAddedMessage = (count: number) => `${count} Product(s) Added To Cart`;
/** Spec 1 §4: the warning when quick entry has nothing to send (worded without '(s)'). */
export const NO_PRODUCTS_ADDED = '0 Products Added To Cart';

/**
 * Tells the user what an add did: a success snackbar with a link to the cart,
 * then each notice from the server (a quantity rounded to the multiple, a
 * price-by change) as a warning.
 */
export function useAnnounceWrite() {
  const notify = useNotify();
  return useCallback(
    (result: Pick<CartWriteResult, 'data' | 'messages'>, success = productsAddedMessage(result.data.productsAdded)) => {
      if (success) notify(success, { variant: 'success', action: { label: 'View Cart', to: '/cart' } });
      for (const message of result.messages) notify(message, { variant: 'warning' });
    },
    [notify],
  );
}
