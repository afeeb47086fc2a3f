import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { formatCurrency, PAYMENT_TYPE_LABELS, PAYMENT_TYPES, paymentMethodsFor, type PaymentType } from '@storefront/domain';
import { ApiError, errorMessage } from '../../../lib/api/api-client';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key';
import { useSession } from '../../../lib/session/use-session';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { EMPTY_BILLING, EMPTY_CARD } from '../../../components/payment/payment-form';
import { useUnsavedGuard } from '../../../components/unsaved/use-unsaved-guard';
import { submitPayment, useOpenAr, usePaymentTypes } from '../api/payment-api';
import { canContinueSelection, chosen, EMPTY_ECHECK, type MethodForm, paymentRequest, selectionEntries, selectionTotal } from '../utils/payment-selection';
import { PaymentFailedView } from './PaymentFailedView';
import { PaymentMethodStep } from './PaymentMethodStep';
import { PaymentReceiptView } from './PaymentReceiptView';
import { ReviewSelection } from './ReviewSelection';
import { SelectPaymentsStep } from './SelectPaymentsStep';

/** Spec 2 §4 payment flow steps. */
const STEPS = ['Select Payments', 'Review Selection', 'Payment Method', 'Review Payment', 'Receipt'] as const;
export const LEAVE_PAYMENT_MESSAGE = "Payment hasn't been completed. Are you sure you want to leave this page?";
const SERVICE_UNAVAILABLE = 'Payment Service is unavailable. Please contact support.';

function failureText(err: unknown): string {
  if (err instanceof ApiError && err.status === 502) return SERVICE_UNAVAILABLE;
  if (err instanceof ApiError && err.status > 0)
    return `The server returned an unexpected response. Please contact support or try again later. (${errorMessage(err)})`;
  return `An unexpected error occurred. Please contact support. (${errorMessage(err)})`;
}

/** /account/payment (spec 2 §2 Make Payment). */
export function MakePaymentPage() {
  const { settings, user } = useSession();
  const [params, setParams] = useSearchParams();
  const openAr = useOpenAr();
  const types = usePaymentTypes();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<MethodForm>({ paymentType: PAYMENT_TYPES.CreditCard, card: EMPTY_CARD, eCheck: EMPTY_ECHECK, billing: EMPTY_BILLING });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paidKey, setPaidKey] = useState<string | null>(null);
  // Spec 2 §8: a payment the gateway refused ends on the receipt step, titled 'Payment Failed' with its reason.
  const [failed, setFailed] = useState<string | null>(null);
  // One key per payment attempt: a retry after an unknown answer reuses it, so it is charged once.
  const key = useRef(newIdempotencyKey());

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

  const pay = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await submitPayment(paymentRequest(entries, method, user?.email ?? ''), key.current);
      if (!result.isSuccess) {
        key.current = newIdempotencyKey();
        notify(result.errorReason, { variant: 'error' });
        setFailed(result.errorReason);
        setStep(4);
        return;
      }
      setPaidKey(result.invoicePaymentKey);
      setMethod((m) => ({ ...m, card: EMPTY_CARD, eCheck: EMPTY_ECHECK }));
      setStep(4);
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

  let body;
  if (openAr.isPending || types.isPending) body = <Loading label="Loading Open A/R..." />;
  else if (openAr.isError || types.isError) {
    const err = openAr.error ?? types.error;
    body = (
      <Typography color="error" role="alert">
        {err instanceof ApiError && err.status === 502 ? SERVICE_UNAVAILABLE : 'Failed to load payment data. Please try again later.'}
      </Typography>
    );
  } else if ((types.data ?? []).length === 0) body = <Typography>No payment methods available</Typography>;
  else if ((openAr.data ?? []).length === 0 && step < 4) body = <Typography>No Open A/R Items</Typography>;
  else if (settings) {
    const selected = chosen(entries);
    const content = [
      <SelectPaymentsStep
        key="select"
        entries={entries}
        total={total.toFixed(2)}
        canContinue={canContinueSelection(entries)}
        onAmount={(arCode, text) => setTexts((t) => ({ ...t, [arCode]: text }))}
        onNext={() => setStep(1)}
      />,
      <Box key="review" sx={{ display: 'grid', gap: 2 }}>
        <ReviewSelection entries={selected} total={total.toFixed(2)} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={() => setStep(0)}>Back</Button>
          <Button variant="contained" onClick={toMethodStep}>
            Continue
          </Button>
        </Box>
      </Box>,
      <PaymentMethodStep
        key="method"
        methods={methods}
        form={method}
        cardSettings={settings.creditCardSettings}
        onChange={setMethod}
        onBack={() => setStep(1)}
        onNext={() => setStep(3)}
      />,
      <Box key="pay" sx={{ display: 'grid', gap: 2 }}>
        <ReviewSelection entries={selected} total={total.toFixed(2)} />
        <Typography>
          Pay {formatCurrency(total.toFixed(2))} by {PAYMENT_TYPE_LABELS[method.paymentType as PaymentType]}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={() => setStep(2)} disabled={submitting}>
            Back
          </Button>
          <Button variant="contained" onClick={() => void pay()} disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Payment'}
          </Button>
        </Box>
      </Box>,
      failed !== null ? (
        <PaymentFailedView
          key="failed"
          reason={failed}
          onTryAgain={() => {
            setFailed(null);
            setStep(2);
          }}
        />
      ) : paidKey ? (
        <PaymentReceiptView key="receipt" invoicePaymentKey={paidKey} />
      ) : null,
    ];
    body = (
      <Stepper activeStep={step} orientation="vertical">
        {STEPS.map((label, i) => (
          <Step key={label} completed={step > i || (step === 4 && failed === null)}>
            <StepLabel>{label}</StepLabel>
            <StepContent>{content[i]}</StepContent>
          </Step>
        ))}
      </Stepper>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Make Payment
      </Typography>
      {body}
    </Box>
  );
}
