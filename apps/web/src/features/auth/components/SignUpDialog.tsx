import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { formatPhoneMask, type SignUpFields, signUpProblems } from '@storefront/domain';
import { PasswordField } from '../../../components/password/PasswordField';
import { PasswordRules } from '../../../components/password/PasswordRules';
import { PasswordStrengthMeter } from '../../../components/password/PasswordStrengthMeter';
import { usePasswordOptions } from '../../../lib/password/get-password-options';
import { useConsumerSettings } from '../../../lib/site/api/get-consumer-settings';
import { signUp } from '../api/sign-up';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import { AccountDialog } from './AccountDialog';
import { HumanCheck } from './HumanCheck';

const EMPTY: SignUpFields = { name: '', email: '', company: '', phone: '', password: '', passwordConfirmation: '' };

/**
 * Spec 3 §4 Create new account: submit only when the form is dirty, valid and the human
 * check passed; success notifies, resets the check and closes; failure shows the first
 * error and resets the check.
 */
export function SignUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { options } = usePasswordOptions();
  const consumer = useConsumerSettings(open);
  const [fields, setFields] = useState<SignUpFields>(EMPTY);
  const [optIn, setOptIn] = useState<boolean | null>(null);
  const [touched, setTouched] = useState<Partial<Record<keyof SignUpFields, boolean>>>({});

  const problems = signUpProblems(fields, options);
  const dirty = Object.values(fields).some((v) => v !== '');
  const valid = Object.keys(problems).length === 0;
  const optedIn = optIn ?? consumer.data?.optionDefault ?? false;

  const close = () => {
    setFields(EMPTY);
    setTouched({});
    setOptIn(null);
    checked.reset();
    onClose();
  };
  const checked = useCheckedSubmit((verifyToken) => signUp({ ...fields, optIn: optedIn, verifyToken }), close);
  const { verifyToken, setVerifyToken, checkKey, error, submitting } = checked;

  const field = (name: keyof SignUpFields) => ({
    name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) =>
      setFields((f) => ({ ...f, [name]: name === 'phone' ? formatPhoneMask(e.target.value) : e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: !!touched[name] && !!problems[name],
    helperText: touched[name] ? problems[name] : undefined,
    fullWidth: true,
  });

  return (
    <AccountDialog
      open={open}
      title="Create new account"
      submitLabel="Create Account"
      canSubmit={dirty && valid && verifyToken !== null}
      submitting={submitting}
      onClose={close}
      onSubmit={() => void checked.submit()}
    >
      {consumer.data?.registrationMessage && (
        <Typography variant="body2">{consumer.data.registrationMessage}</Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        {...field('name')}
        label="Name"
        required
        autoComplete="name"
        autoFocus
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField {...field('email')} label="Email" required type="email" autoComplete="email" />
      <TextField
        {...field('company')}
        label="Company"
        autoComplete="organization"
        slotProps={{ htmlInput: { maxLength: 25 } }}
      />
      <TextField
        {...field('phone')}
        label="Phone"
        autoComplete="tel"
        placeholder="(###) ###-#### Ext ######"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <PasswordField {...field('password')} label="Password" required autoComplete="new-password" />
      <PasswordStrengthMeter password={fields.password} options={options} />
      <PasswordRules options={options} />
      <PasswordField {...field('passwordConfirmation')} label="Confirm Password" required autoComplete="new-password" />
      {consumer.data?.useOption && (
        <FormControlLabel
          control={<Checkbox checked={optedIn} onChange={(e) => setOptIn(e.target.checked)} />}
          label={consumer.data.optionText}
        />
      )}
      <HumanCheck key={checkKey} onChange={setVerifyToken} />
    </AccountDialog>
  );
}
