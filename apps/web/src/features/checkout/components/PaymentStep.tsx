import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import type { SessionSettings } from '@storefront/contract';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { visibleErrors } from '../utils/details-rules';
import {
  hasErrors,
  paymentErrors,
  type PaymentField,
  type PaymentForm,
} from '../../../components/payment/payment-form';
import { BillingFields } from '../../../components/payment/BillingFields';
import { CardFields } from '../../../components/payment/CardFields';
import { StepActions } from './StepActions';
import { useEditingOrder } from '../../../lib/api/order-edit-state';

interface PaymentStepProps {
  form: PaymentForm;
  onChange: (form: PaymentForm) => void;
  cardSettings: SessionSettings['creditCardSettings'];
  onBack: () => void;
  onDone: () => void;
}

/** Spec 2 §2 step 4 (consumers): the card and its billing address; messages appear after a field is left or on Next. */
export function PaymentStep({ form, onChange, cardSettings, onBack, onDone }: PaymentStepProps) {
  const [touched, setTouched] = useState<ReadonlySet<PaymentField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const { container, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const errors = paymentErrors(form, cardSettings, Date.now());
  const shown = visibleErrors<PaymentField>(errors, touched, submitted);
  const touch = (field: PaymentField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const editing = useEditingOrder();

  const next = () => {
    setSubmitted(true);
    if (hasErrors(errors)) focusFirstInvalid();
    else onDone();
  };

  return (
    <Box ref={container} sx={{ display: 'grid', gap: 3, maxWidth: 720, pt: 1 }}>
      {editing && (
        // Issue 32: the gateway keeps no card, so a changed order is paid again and the earlier payment given back.
        <Alert severity="info">
          Saving your changes to order {editing.orderNumber} pays its new total with this card. The earlier payment for
          the order is refunded, or released if it was only authorised.
        </Alert>
      )}
      <CardFields
        card={form.card}
        errors={shown}
        cvvRequired={cardSettings.ccV2Required}
        onChange={(card) => onChange({ ...form, card })}
        onBlur={touch}
      />
      <BillingFields
        billing={form.billing}
        errors={shown}
        rules={cardSettings}
        onChange={(billing) => onChange({ ...form, billing })}
        onBlur={touch}
      />
      <StepActions onBack={onBack} onNext={next} />
    </Box>
  );
}
