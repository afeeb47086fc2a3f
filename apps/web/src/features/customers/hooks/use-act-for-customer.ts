import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionActions } from '../../../lib/session/use-session';

/**
 * Issue 33: acting on something that needs attention selects its customer, as choosing from the list does, and opens
 * the place to act. The selection step is replaced in the history, as the list's own way on (to the landing page) does.
 */
export function useActForCustomer(): (customerKey: number, to: string) => void {
  const { selectCustomer } = useSessionActions();
  const navigate = useNavigate();
  return useCallback(
    (customerKey, to) => {
      selectCustomer(customerKey);
      void navigate(to, { replace: true });
    },
    [selectCustomer, navigate],
  );
}
