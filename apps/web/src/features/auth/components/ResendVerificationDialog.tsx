import { useState } from 'react';
import { emailProblem } from '@storefront/domain';
import { resendVerification } from '../api/resend-verification';
import { CheckedFieldDialog } from './CheckedFieldDialog';

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
  // The dialog stays mounted once opened: each opening starts from the address it is given.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setEmail(initialEmail);
  }
  return (
    <CheckedFieldDialog
      open={open}
      title="Resend activation link"
      submitLabel="Resend"
      intro="Enter the email address you signed up with. If its account is waiting for verification, we will e-mail a new activation link."
      field={{ label: 'Email', type: 'email', autoComplete: 'email', value: email, onChange: setEmail }}
      problem={emailProblem(email)}
      send={(verifyToken) => resendVerification({ email: email.trim(), verifyToken })}
      onClose={onClose}
    />
  );
}
