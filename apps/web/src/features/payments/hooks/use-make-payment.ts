import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_TYPES, paymentMethodsFor, type PaymentType } from '@storefront/domain';
import { useSession } from '../../../lib/session/use-session';
import { EMPTY_BILLING, EMPTY_CARD } from '../../../components/payment/payment-form';
import { useUnsavedGuard } from '../../../components/unsaved/use-unsaved-guard';
import { useOpenAr, usePaymentTypes } from '../api/payment-api';
import {
  EMPTY_ECHECK,
  type MethodForm,
  paymentRequest,
  selectionEntries,
  selectionTotal,
} from '../utils/payment-selection';
import { usePaymentSubmit } from './use-payment-submit';

export const LEAVE_PAYMENT_MESSAGE = "Payment hasn't been completed. Are you sure you want to leave this page?";

/** The Make Payment stepper's state (spec 2 §4): the step, the amounts typed per item, the payment method, and the submit. */
export function useMakePayment() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const openAr = useOpenAr();
  const types = usePaymentTypes();
  const [step, setStep] = useState(0);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<MethodForm>({
    paymentType: PAYMENT_TYPES.CreditCard,
    card: EMPTY_CARD,
    eCheck: EMPTY_ECHECK,
    billing: EMPTY_BILLING,
  });
  const submit = usePaymentSubmit(setStep, () => setMethod((m) => ({ ...m, card: EMPTY_CARD, eCheck: EMPTY_ECHECK })));

  useEffect(() => {
    if (params.get('started') !== 'true') setParams({ started: 'true' }, { replace: true });
  }, [params, setParams]);

  const entries = useMemo(() => selectionEntries(openAr.data ?? [], texts), [openAr.data, texts]);
  const total = selectionTotal(entries);
  const methods: PaymentType[] = useMemo(() => paymentMethodsFor(total, types.data ?? []), [total, types.data]);
  const dirty = step > 0 && step < 4;
  useUnsavedGuard(dirty, LEAVE_PAYMENT_MESSAGE);

  const toMethodStep = () => {
    // The first method offered is preselected.
    if (!methods.includes(method.paymentType as PaymentType)) setMethod({ ...method, paymentType: methods[0] ?? 1 });
    setStep(2);
  };
  const setAmount = (arCode: string, text: string) => setTexts((t) => ({ ...t, [arCode]: text }));
  const pay = () => void submit.pay(() => paymentRequest(entries, method, user?.email ?? ''));

  return {
    openAr,
    types,
    step,
    setStep,
    entries,
    total,
    methods,
    method,
    setMethod,
    setAmount,
    toMethodStep,
    ...submit,
    pay,
  };
}

export type MakePayment = ReturnType<typeof useMakePayment>;
