import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { passwordProblems } from '@storefront/domain';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PasswordField } from '../../../components/password/PasswordField';
import { PasswordRules } from '../../../components/password/PasswordRules';
import { PasswordStrengthMeter } from '../../../components/password/PasswordStrengthMeter';
import { usePasswordOptions } from '../../../lib/password/get-password-options';
import { PATHS } from '../../../lib/routes/route-paths';
import { resetPassword, usePasswordUserType } from '../api/reset-password';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import { HumanCheck } from './HumanCheck';
import { SignedOutCard } from './SignedOutCard';

const LINK_INVALID = 'This password reset link is not valid or has expired. Please request a new one.';

/** /changepassword?t=: set a new password from the mailed link (spec 3 §5 reset rules). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const userType = usePasswordUserType(token);
  const { options } = usePasswordOptions();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  // Spec 3 §4: a reset needs a passed human check; the server refuses one without.
  const checked = useCheckedSubmit(
    async (verifyToken) => {
      const result = await resetPassword({ password, resetToken: token, verifyToken });
      return {
        message: `${result.message} Please sign in with your ${userType.data?.isB2B ? 'username' : 'email address'}.`,
      };
    },
    () => void navigate(PATHS.login, { replace: true }),
    { notifyFailure: true },
  );
  const { verifyToken, setVerifyToken, checkKey, submitting } = checked;

  if (token !== '' && userType.isPending) return <Loading label="Checking the link" delayMs={0} fullPage />;
  if (token === '' || userType.isError) {
    return (
      <SignedOutCard title="Change Password">
        <Stack spacing={3}>
          <Alert severity="error" role="alert">
            {LINK_INVALID}
          </Alert>
          <Button component={RouterLink} to={PATHS.login} variant="contained" size="large" fullWidth>
            Back to Sign In
          </Button>
        </Stack>
      </SignedOutCard>
    );
  }

  const passwordError = password === '' ? 'Set Password' : passwordProblems(password, options)[0];
  const confirmationError =
    confirmation === '' ? 'Confirm Password' : confirmation !== password ? 'passwords must match' : undefined;
  const valid = !passwordError && !confirmationError;
  const submit = () => {
    setTouched({ password: true, confirmation: true });
    if (valid) void checked.submit();
  };

  return (
    <SignedOutCard title="Change Password">
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <PasswordField
          label="Set Password"
          required
          fullWidth
          autoFocus
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={touched.password && !!passwordError}
          helperText={touched.password ? passwordError : undefined}
        />
        <PasswordStrengthMeter password={password} options={options} />
        <PasswordRules options={options} />
        <PasswordField
          label="Confirm Password"
          required
          fullWidth
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, confirmation: true }))}
          error={touched.confirmation && !!confirmationError}
          helperText={touched.confirmation ? confirmationError : undefined}
        />
        <HumanCheck key={checkKey} onChange={setVerifyToken} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={submitting || verifyToken === null}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Change Password
        </Button>
      </Stack>
    </SignedOutCard>
  );
}
