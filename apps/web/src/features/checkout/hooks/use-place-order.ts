import { useCallback, useRef, useState } from 'react';
import { useReloadCart } from '../../../lib/cart/cart-keys';
import {
  keyForAttempt,
  newIdempotencyKey,
  NO_PENDING_KEY,
  stateAfterAttempt,
  type SubmitKeyState,
} from '../utils/submit-key';
import { submitFailureMessage, type SubmitOutcome } from '../utils/submit-outcome';

/**
 * Sends one submit at a time (a double click sends once) with the Idempotency-Key
 * lifecycle of utils/submit-key. A refused or failed submit leaves the cart as it is
 * and returns its messages; a placed order reloads the cart, which the server emptied.
 */
export function usePlaceOrder(payingByCard: boolean) {
  const reloadCart = useReloadCart();
  const keys = useRef<SubmitKeyState>(NO_PENDING_KEY);
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);

  const place = useCallback(
    /** The order number once placed; null when refused, failed, or already sending. */
    async (send: (idempotencyKey: string) => Promise<SubmitOutcome>): Promise<string | null> => {
      if (sending.current) return null;
      sending.current = true;
      setPending(true);
      setMessages([]);
      const key = keyForAttempt(keys.current, newIdempotencyKey);
      try {
        const outcome = await send(key);
        keys.current = stateAfterAttempt(key, null);
        if (outcome.kind === 'refused') {
          setMessages(outcome.messages);
          return null;
        }
        void reloadCart();
        return outcome.orderNumber;
      } catch (err) {
        keys.current = stateAfterAttempt(key, err);
        setMessages([submitFailureMessage(err, payingByCard)]);
        return null;
      } finally {
        sending.current = false;
        setPending(false);
      }
    },
    [payingByCard, reloadCart],
  );

  return { place, pending, messages };
}
