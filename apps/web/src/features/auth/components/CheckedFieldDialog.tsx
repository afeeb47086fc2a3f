import { type ReactNode, useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import { AccountDialog } from './AccountDialog';
import { HumanCheck } from './HumanCheck';

interface CheckedFieldDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  intro: ReactNode;
  field: { label: string; type?: string; autoComplete: string; value: string; onChange: (value: string) => void };
  /** Why the field cannot be sent (shown once it was left), or undefined. */
  problem: string | undefined;
  /** Sends the field with the passed check; the answer never tells whether an account exists. */
  send: (verifyToken: string) => Promise<{ message: string }>;
  /** After the dialog forgot its error and check (closed, or sent). */
  onClose: () => void;
}

/** One field and a passed human check in an account dialog: Forgot your password?, Resend activation link. */
export function CheckedFieldDialog({
  open,
  title,
  submitLabel,
  intro,
  field,
  problem,
  send,
  onClose,
}: CheckedFieldDialogProps) {
  const [touched, setTouched] = useState(false);
  const close = () => {
    setTouched(false);
    checked.reset();
    onClose();
  };
  const checked = useCheckedSubmit(send, close);
  const { verifyToken, setVerifyToken, checkKey, error, submitting } = checked;

  return (
    <AccountDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      canSubmit={!problem && verifyToken !== null}
      submitting={submitting}
      onClose={close}
      onSubmit={() => void checked.submit()}
    >
      <Typography variant="body2">{intro}</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label={field.label}
        type={field.type}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={() => setTouched(true)}
        required
        fullWidth
        autoFocus
        autoComplete={field.autoComplete}
        error={touched && !!problem}
        helperText={touched ? problem : undefined}
      />
      <HumanCheck key={checkKey} onChange={setVerifyToken} />
    </AccountDialog>
  );
}
