import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentRequest } from '@storefront/contract';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key';
import { useNotify } from '../../../components/notifications/use-notify';
import { submitPayment } from '../api/payment-api';
import { failureText } from '../utils/payment-failure';

/** The steps a submit leads to: Payment Method (Try Again) and Receipt. */
const METHOD_STEP = 2;
const RECEIPT_STEP = 4;

/** Submit Payment (spec 2 §4): one charge per attempt, then the receipt, or the reason it failed. */
export function usePaymentSubmit(goTo: (step: number) => void, forgetAccountData: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paidKey, setPaidKey] = useState<string | null>(null);
  // Spec 2 §8: a payment the gateway refused ends on the receipt step, titled 'Payment Failed' with its reason.
  const [failed, setFailed] = useState<string | null>(null);
  // One key per payment attempt: a retry after an unknown answer reuses it, so it is charged once.
  const key = useRef(newIdempotencyKey());

  const pay = async (request: () => PaymentRequest) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await submitPayment(request(), key.current);
      if (!result.isSuccess) {
        key.current = newIdempotencyKey();
        notify(result.errorReason, { variant: 'error' });
        setFailed(result.errorReason);
        goTo(RECEIPT_STEP);
        return;
      }
      setPaidKey(result.invoicePaymentKey);
      forgetAccountData();
      goTo(RECEIPT_STEP);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    } catch (err) {
      const text = failureText(err);
      notify(text, { variant: 'error' });
      setError(text);
    } finally {
      setSubmitting(false);
    }
  };
  const tryAgain = () => {
    setFailed(null);
    goTo(METHOD_STEP);
  };

  return { submitting, error, paidKey, failed, pay, tryAgain };
}
