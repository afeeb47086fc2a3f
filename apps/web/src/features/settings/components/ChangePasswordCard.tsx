import { useState } from 'react';
import { Button, Card, CardActions, CardContent, CardHeader, Stack } from '@mui/material';
import { PASSWORDS_MUST_MATCH, passwordProblems } from '@storefront/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { PasswordField } from '../../../components/password/PasswordField';
import { PasswordRules } from '../../../components/password/PasswordRules';
import { PasswordStrengthMeter } from '../../../components/password/PasswordStrengthMeter';
import { ApiError } from '../../../lib/api/api-client';
import { usePasswordOptions } from '../../../lib/password/get-password-options';
import { useChangePassword } from '../api/change-password';

const EMPTY = { password: '', newPassword: '', confirmation: '' };
type Field = keyof typeof EMPTY;

/** Spec 3 §5 Change password: current, new (by the rules) and confirmation (Passwords must match). */
export function ChangePasswordCard() {
  const { options } = usePasswordOptions();
  const change = useChangePassword();
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  const errors: Partial<Record<Field, string>> = {
    password: values.password === '' ? 'Current password is required' : undefined,
    newPassword:
      values.newPassword === '' ? 'New password is required' : passwordProblems(values.newPassword, options)[0],
    confirmation:
      values.confirmation === ''
        ? 'Confirm password is required'
        : values.confirmation !== values.newPassword
          ? PASSWORDS_MUST_MATCH
          : undefined,
  };
  const valid = Object.values(errors).every((e) => !e);

  const submit = () => {
    setTouched({ password: true, newPassword: true, confirmation: true });
    if (!valid) return;
    change.mutate(
      { password: values.password, newPassword: values.newPassword },
      {
        onSuccess: (result) => {
          notify(result.message, { variant: 'success' });
          setValues(EMPTY);
          setTouched({});
        },
        // The server's first error as it is; anything else (no answer, a crash) in the spec's general words.
        onError: (err) =>
          notify(err instanceof ApiError && err.status === 400 ? err.message : 'An unexpected error occurred.', {
            variant: 'error',
          }),
      },
    );
  };

  const field = (name: Field, label: string, autoComplete: string) => ({
    label,
    autoComplete,
    value: values[name],
    required: true,
    fullWidth: true,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: !!touched[name] && !!errors[name],
    helperText: touched[name] ? errors[name] : undefined,
  });

  return (
    <Card variant="outlined">
      <CardHeader title="Change Password" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Stack
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <CardContent>
          <Stack spacing={2.5}>
            <PasswordField {...field('password', 'Current Password', 'current-password')} />
            <PasswordField {...field('newPassword', 'New Password', 'new-password')} />
            <PasswordStrengthMeter password={values.newPassword} options={options} />
            <PasswordRules options={options} />
            <PasswordField {...field('confirmation', 'Confirm Password', 'new-password')} />
          </Stack>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            Change Password
          </Button>
        </CardActions>
      </Stack>
    </Card>
  );
}
