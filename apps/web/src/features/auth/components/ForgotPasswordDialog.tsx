import { useState } from 'react';
import { requestReset } from '../api/request-reset';
import { CheckedFieldDialog } from './CheckedFieldDialog';

/** Spec 3 Forgot your password?: Username / Email and a passed human check; the answer never tells whether the account exists. */
export function ForgotPasswordDialog({
  open,
  onClose,
  usernameLabel,
}: {
  open: boolean;
  onClose: () => void;
  usernameLabel: string;
}) {
  const [login, setLogin] = useState('');
  return (
    <CheckedFieldDialog
      open={open}
      title="Forgot your password?"
      submitLabel="Reset Password"
      intro={`Enter your ${usernameLabel.toLowerCase()}. If it belongs to an account, we will e-mail a link to set a new password.`}
      field={{ label: usernameLabel, autoComplete: 'username', value: login, onChange: setLogin }}
      problem={login.trim() === '' ? `${usernameLabel} is required` : undefined}
      send={(verifyToken) => requestReset({ emailOrUsername: login.trim(), verifyToken })}
      onClose={() => {
        setLogin('');
        onClose();
      }}
    />
  );
}
