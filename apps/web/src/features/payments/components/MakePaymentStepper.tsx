import { Step, StepContent, StepLabel, Stepper } from '@mui/material';
import type { SessionSettings } from '@storefront/contract';
import type { MakePayment } from '../hooks/use-make-payment';
import { canContinueSelection, chosen } from '../utils/payment-selection';
import { PaymentFailedView } from './PaymentFailedView';
import { PaymentMethodStep } from './PaymentMethodStep';
import { PaymentReceiptView } from './PaymentReceiptView';
import { ReviewPaymentStep } from './ReviewPaymentStep';
import { ReviewSelectionStep } from './ReviewSelectionStep';
import { SelectPaymentsStep } from './SelectPaymentsStep';

/** Spec 2 §4 payment flow steps. */
const STEPS = ['Select Payments', 'Review Selection', 'Payment Method', 'Review Payment', 'Receipt'] as const;

/** The five steps of Make Payment as a vertical stepper; only the active step shows its content. */
export function MakePaymentStepper({
  flow,
  cardSettings,
}: {
  flow: MakePayment;
  cardSettings: SessionSettings['creditCardSettings'];
}) {
  const { step, setStep, entries, failed, paidKey } = flow;
  const selected = chosen(entries);
  const total = flow.total.toFixed(2);
  const content = [
    <SelectPaymentsStep
      key="select"
      entries={entries}
      total={total}
      canContinue={canContinueSelection(entries)}
      onAmount={flow.setAmount}
      onNext={() => setStep(1)}
    />,
    <ReviewSelectionStep
      key="review"
      entries={selected}
      total={total}
      onBack={() => setStep(0)}
      onContinue={flow.toMethodStep}
    />,
    <PaymentMethodStep
      key="method"
      methods={flow.methods}
      form={flow.method}
      cardSettings={cardSettings}
      onChange={flow.setMethod}
      onBack={() => setStep(1)}
      onNext={() => setStep(3)}
    />,
    <ReviewPaymentStep
      key="pay"
      entries={selected}
      total={total}
      paymentType={flow.method.paymentType}
      error={flow.error}
      submitting={flow.submitting}
      onBack={() => setStep(2)}
      onSubmit={flow.pay}
    />,
    failed !== null ? (
      <PaymentFailedView key="failed" reason={failed} onTryAgain={flow.tryAgain} />
    ) : paidKey ? (
      <PaymentReceiptView key="receipt" invoicePaymentKey={paidKey} />
    ) : null,
  ];
  return (
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
