import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery } from '@mui/material';
import { ORDER_GUIDE_NAME_MAX, OrderGuideName } from '@storefront/contract';

interface GuideNameDialogProps {
  open: boolean;
  title: string;
  /** The server's refusal of the last name (a taken name), shown under the field. */
  refusal: string | null;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Spec 1 §9: dialogs go full screen below 415 px. */
const NARROW_DIALOG = '(max-width:414.95px)';

/**
 * Asks for a new guide name (Create New, Copy, the cart's Save Order Guide): required, at most
 * 12 characters (spec 1 §5); the caller saves it and shows a refusal under the field.
 */
export function GuideNameDialog({ open, title, refusal, pending, onSave, onCancel }: GuideNameDialogProps) {
  const fullScreen = useMediaQuery(NARROW_DIALOG);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? refusal;
  const save = () => {
    const parsed = OrderGuideName.safeParse(name);
    if (parsed.success) onSave(parsed.data);
    else setProblem(parsed.error.issues[0]?.message ?? 'Order Guide Name cannot be blank.');
  };
  const cancel = () => {
    setName('');
    setProblem(null);
    onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="guide-name-title"
    >
      <DialogTitle id="guide-name-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Order Guide Name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
          }}
          error={shown !== null}
          helperText={shown ?? `At most ${ORDER_GUIDE_NAME_MAX} characters.`}
          slotProps={{ htmlInput: { maxLength: ORDER_GUIDE_NAME_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={cancel}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={pending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
