import type { FormEvent, ReactNode } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
} from '@mui/material';

interface AccountDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** Spec 1 §9: dialogs go full screen below 415 px. */
const NARROW_DIALOG = '(max-width:414.95px)';

/** The frame of the sign-in page's dialogs: a form with Cancel and a submit that waits for a valid, checked form. */
export function AccountDialog({
  open,
  title,
  submitLabel,
  canSubmit,
  submitting,
  onClose,
  onSubmit,
  children,
}: AccountDialogProps) {
  const fullScreen = useMediaQuery(NARROW_DIALOG);
  const id = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmit && !submitting) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={id}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSubmit || submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
