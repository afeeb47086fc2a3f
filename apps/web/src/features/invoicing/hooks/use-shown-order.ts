import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'order';
/** What the server takes as an order number. */
export const ORDER_NUMBER = /^[A-Za-z0-9-]{1,20}$/;

/** The order the page shows, kept in the address (?order=W0001234) so a reload or a shared link shows it again. */
export function useShownOrder(): [string | null, (orderNumber: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM)?.trim() ?? '';
  const orderNumber = ORDER_NUMBER.test(raw) ? raw : null;
  const show = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(PARAM, next);
        return updated;
      }),
    [setParams],
  );
  return [orderNumber, show];
}
