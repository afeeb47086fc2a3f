import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { useNotify } from '../../../components/notifications/use-notify';
import { requestReset } from '../api/request-reset';
import { firstAccountError } from '../utils/account-errors';
import { AccountDialog } from './AccountDialog';
import { HumanCheck } from './HumanCheck';

/** Spec 3 Forgot your password?: Username / Email and a passed human check; the answer never tells whether the account exists. */
export function ForgotPasswordDialog({ open, onClose, usernameLabel }: { open: boolean; onClose: () => void; usernameLabel: string }) {
  const notify = useNotify();
  const [login, setLogin] = useState('');
  const [touched, setTouched] = useState(false);
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const missing = login.trim() === '';

  const resetCheck = () => {
    setVerifyToken(null);
    setCheckKey((k) => k + 1);
  };
  const close = () => {
    setLogin('');
    setTouched(false);
    setError(null);
    resetCheck();
    onClose();
  };
  const submit = async () => {
    if (!verifyToken) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await requestReset({ emailOrUsername: login.trim(), verifyToken });
      notify(result.message, { variant: 'success', persist: true });
      close();
    } catch (err) {
      setError(firstAccountError(err));
      resetCheck();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AccountDialog
      open={open}
      title="Forgot your password?"
      submitLabel="Reset Password"
      canSubmit={!missing && verifyToken !== null}
      submitting={submitting}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <Typography variant="body2">
        Enter your {usernameLabel.toLowerCase()}. If it belongs to an account, we will e-mail a link to set a new password.
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label={usernameLabel}
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        onBlur={() => setTouched(true)}
        required
        fullWidth
        autoFocus
        autoComplete="username"
        error={touched && missing}
        helperText={touched && missing ? `${usernameLabel} is required` : undefined}
      />
      <HumanCheck key={checkKey} onChange={setVerifyToken} />
    </AccountDialog>
  );
}
