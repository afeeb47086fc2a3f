import { useState } from 'react';
import { useCreatePunchoutMessage } from './create-message';
import { NO_RETURN_ADDRESS, procurementPost, submitProcurementForm, transferErrorMessage } from './punchout-transfer';

/**
 * Transfer Cart (spec 2 §4 Checkout, issue 28): asks the server for the order message and posts it, in a hidden form,
 * to the procurement system. With target `_top` the page is gone once the post leaves; `sent` is for a procurement
 * system that asked for the post in another window.
 */
export function useTransferCart() {
  const create = useCreatePunchoutMessage();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const transfer = async () => {
    setError(null);
    setSent(false);
    try {
      const post = procurementPost(await create.mutateAsync());
      if (!post) {
        setError(NO_RETURN_ADDRESS);
        return;
      }
      submitProcurementForm(document, post);
      setSent(true);
    } catch (err) {
      setError(transferErrorMessage(err));
    }
  };

  return { transfer, pending: create.isPending, error, sent };
}
