import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { requestReset } from '../api/request-reset';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import { AccountDialog } from './AccountDialog';
import { HumanCheck } from './HumanCheck';

/** Spec 3 Forgot your password?: Username / Email and a passed human check; the answer never tells whether the account exists. */
export function ForgotPasswordDialog({ open, onClose, usernameLabel }: { open: boolean; onClose: () => void; usernameLabel: string }) {
  const [login, setLogin] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = login.trim() === '';
  const close = () => {
    setLogin('');
    setTouched(false);
    checked.reset();
    onClose();
  };
  const checked = useCheckedSubmit((verifyToken) => requestReset({ emailOrUsername: login.trim(), verifyToken }), close);
  const { verifyToken, setVerifyToken, checkKey, error, submitting } = checked;

  return (
    <AccountDialog
      open={open}
      title="Forgot your password?"
      submitLabel="Reset Password"
      canSubmit={!missing && verifyToken !== null}
      submitting={submitting}
      onClose={close}
      onSubmit={() => void checked.submit()}
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
