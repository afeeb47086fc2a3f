import { useState } from 'react';
import { Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { SessionSettings } from '@storefront/contract';
import {
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentType,
  validateBillingAddress,
  validateECheck,
} from '@storefront/domain';
import { BillingFields } from '../../../components/payment/BillingFields';
import { CardFields } from '../../../components/payment/CardFields';
import { hasErrors, paymentErrors } from '../../../components/payment/payment-form';
import { ECheckFields } from './ECheckFields';
import type { MethodForm } from '../utils/payment-selection';

interface PaymentMethodStepProps {
  methods: PaymentType[];
  form: MethodForm;
  cardSettings: SessionSettings['creditCardSettings'];
  onChange: (form: MethodForm) => void;
  onBack: () => void;
  onNext: () => void;
}

function methodErrors(
  form: MethodForm,
  cardSettings: SessionSettings['creditCardSettings'],
): Record<string, string | undefined> {
  if (form.paymentType === PAYMENT_TYPES.CreditCard)
    return paymentErrors({ card: form.card, billing: form.billing }, cardSettings, Date.now());
  if (form.paymentType === PAYMENT_TYPES.Check)
    return { ...validateBillingAddress(form.billing, cardSettings), ...validateECheck(form.eCheck) };
  return {};
}

/** Step 3 (spec 2 §4): Apply Credit alone for a zero total, else Credit Card and / or eCheck; the first is preselected. */
export function PaymentMethodStep({ methods, form, cardSettings, onChange, onBack, onNext }: PaymentMethodStepProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = methodErrors(form, cardSettings);
  const shown = Object.fromEntries(Object.entries(errors).filter(([k]) => submitted || touched.has(k)));
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const next = () => {
    setSubmitted(true);
    if (!hasErrors(errors)) onNext();
  };
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <FormControl>
        <FormLabel id="payment-method-label">Payment Method</FormLabel>
        <RadioGroup
          row
          aria-labelledby="payment-method-label"
          value={String(form.paymentType)}
          onChange={(_, v) => onChange({ ...form, paymentType: Number(v) })}
        >
          {methods.map((m) => (
            <FormControlLabel key={m} value={String(m)} control={<Radio />} label={PAYMENT_TYPE_LABELS[m]} />
          ))}
        </RadioGroup>
      </FormControl>
      {form.paymentType === PAYMENT_TYPES.CreditCard && (
        <CardFields
          card={form.card}
          errors={shown}
          cvvRequired={cardSettings.ccV2Required}
          onChange={(card) => onChange({ ...form, card })}
          onBlur={touch}
        />
      )}
      {form.paymentType === PAYMENT_TYPES.Check && (
        <ECheckFields
          form={form.eCheck}
          errors={shown}
          onChange={(eCheck) => onChange({ ...form, eCheck })}
          onBlur={touch}
        />
      )}
      {form.paymentType !== PAYMENT_TYPES.ApplyCredit && (
        <BillingFields
          billing={form.billing}
          errors={shown}
          rules={cardSettings}
          onChange={(billing) => onChange({ ...form, billing })}
          onBlur={touch}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={next}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}
