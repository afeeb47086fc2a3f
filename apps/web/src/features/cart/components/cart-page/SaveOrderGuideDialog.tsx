import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery } from '@mui/material';
import { type CartLine, ORDER_GUIDE_NAME_MAX, OrderGuideName } from '@storefront/contract';
import { errorMessage, isApiError } from '../../../../lib/api/api-client';
import { useCreateOrderGuide } from '../../../../lib/catalogue/api/create-order-guide';
import { useNotify } from '../../../../components/notifications/use-notify';
import { cartLinesAsGuide, savedGuideHref } from '../../utils/cart-as-guide';

interface SaveOrderGuideDialogProps {
  open: boolean;
  lines: readonly CartLine[];
  onClose: () => void;
}

/** Spec 1 §9: dialogs go full screen below 415 px. */
const NARROW_DIALOG = '(max-width:414.95px)';

/**
 * Spec 2 §2 'Save Order Guide': the cart's lines become a new guide. A taken name (409)
 * shows the server's reason under the field; any other failure 'Failed to create order guide: ...'.
 */
export function SaveOrderGuideDialog({ open, lines, onClose }: SaveOrderGuideDialogProps) {
  const fullScreen = useMediaQuery(NARROW_DIALOG);
  const notify = useNotify();
  const create = useCreateOrderGuide();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setName('');
    setProblem(null);
    onClose();
  };
  const save = () => {
    const parsed = OrderGuideName.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Order Guide Name cannot be blank.');
      return;
    }
    create.mutate(
      { name: parsed.data, products: cartLinesAsGuide(lines) },
      {
        onSuccess: (guide) => {
          notify(`Created order guide "${guide.name}" successfully.`, { variant: 'success', action: { label: 'Open', to: savedGuideHref(guide.name) } });
          close();
        },
        onError: (err) => {
          if (isApiError(err, 409)) setProblem(err.message);
          else notify(`Failed to create order guide: ${errorMessage(err)}`, { variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} maxWidth="xs" fullWidth aria-labelledby="save-order-guide-title">
      <DialogTitle id="save-order-guide-title">Save Order Guide</DialogTitle>
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
          error={problem !== null}
          helperText={problem ?? `At most ${ORDER_GUIDE_NAME_MAX} characters.`}
          slotProps={{ htmlInput: { maxLength: ORDER_GUIDE_NAME_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={create.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
