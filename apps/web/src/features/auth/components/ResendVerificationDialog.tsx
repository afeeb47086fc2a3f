import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { emailProblem } from '@storefront/domain';
import { resendVerification } from '../api/resend-verification';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import { AccountDialog } from './AccountDialog';
import { HumanCheck } from './HumanCheck';

interface ResendVerificationDialogProps {
  open: boolean;
  /** The address to start with: what was typed on the sign-in page, or nothing. */
  email: string;
  onClose: () => void;
}

/**
 * A new activation link (POST /api/consumer/resend) for a consumer whose link expired or went
 * missing: an e-mail and a passed human check; the answer never tells whether the account exists.
 */
export function ResendVerificationDialog({ open, email: initialEmail, onClose }: ResendVerificationDialogProps) {
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  // The dialog stays mounted once opened: each opening starts from the address it is given.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setEmail(initialEmail);
  }
  const problem = emailProblem(email);
  const close = () => {
    setTouched(false);
    checked.reset();
    onClose();
  };
  const checked = useCheckedSubmit((verifyToken) => resendVerification({ email: email.trim(), verifyToken }), close);
  const { verifyToken, setVerifyToken, checkKey, error, submitting } = checked;

  return (
    <AccountDialog
      open={open}
      title="Resend activation link"
      submitLabel="Resend"
      canSubmit={!problem && verifyToken !== null}
      submitting={submitting}
      onClose={close}
      onSubmit={() => void checked.submit()}
    >
      <Typography variant="body2">
        Enter the email address you signed up with. If its account is waiting for verification, we will e-mail a new activation link.
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        required
        fullWidth
        autoFocus
        autoComplete="email"
        error={touched && !!problem}
        helperText={touched ? problem : undefined}
      />
      <HumanCheck key={checkKey} onChange={setVerifyToken} />
    </AccountDialog>
  );
}
