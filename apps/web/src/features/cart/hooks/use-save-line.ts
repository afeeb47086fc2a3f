import { useCallback, useState } from 'react';
import type { CartLinePayload } from '@storefront/contract';
import { useAddCartLine } from '../api/add-cart-line';
import { useUpdateCartLine } from '../api/update-cart-line';
import { describeWriteFailure, priceByChangeErrors } from '../utils/write-failure';
import { useAnnounceWrite } from './use-announce-write';

/** Spec 1 §4 'Change Price By U/M?': the server's question, waiting for the user's answer. */
export interface PendingPriceByChange {
  message: string;
  payload: CartLinePayload;
}

/**
 * Save for the dialog (spec 1 §7): POST /api/cart/line to add, /line/{id} to
 * edit. A refusal shows in the dialog's error area; a price-by conflict asks
 * first and resends with confirmPriceByChange.
 */
export function useSaveLine(lineId: number | null, onSaved: () => void) {
  const add = useAddCartLine();
  const update = useUpdateCartLine();
  const announce = useAnnounceWrite();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingPriceByChange | null>(null);

  const save = useCallback(
    async (payload: CartLinePayload) => {
      setError(null);
      try {
        if (lineId === null) {
          announce(await add.mutateAsync(payload));
        } else {
          announce(await update.mutateAsync({ id: lineId, line: payload }), 'Cart Updated');
        }
        onSaved();
      } catch (err) {
        const failure = describeWriteFailure(err);
        const asks = failure.kind === 'conflict' && priceByChangeErrors(failure.body.errors).length > 0;
        if (asks && !payload.confirmPriceByChange) setPending({ message: failure.message, payload });
        else setError(failure.message);
      }
    },
    [lineId, add, update, announce, onSaved],
  );

  const answerPriceByChange = useCallback(
    (confirmed: boolean) => {
      const asked = pending;
      setPending(null);
      if (confirmed && asked) void save({ ...asked.payload, confirmPriceByChange: true });
    },
    [pending, save],
  );

  return { save, saving: add.isPending || update.isPending, error, pending, answerPriceByChange };
}
