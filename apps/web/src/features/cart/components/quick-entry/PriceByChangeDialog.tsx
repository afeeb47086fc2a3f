import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  useMediaQuery,
} from '@mui/material';

interface PriceByChangeDialogProps {
  /** The server's question for each product, e.g. 'X is in the cart priced by LB. Change Price By U/M to CS?'. */
  messages: string[] | null;
  onAnswer: (confirmed: boolean) => void;
}

/** Spec 1 §4: asked before adding products already in the cart with another price unit. */
export function PriceByChangeDialog({ messages, onAnswer }: PriceByChangeDialogProps) {
  const fullScreen = useMediaQuery('(max-width:414.95px)');
  return (
    <Dialog
      open={messages !== null}
      onClose={() => onAnswer(false)}
      fullScreen={fullScreen}
      maxWidth="xs"
      aria-labelledby="price-by-change-title"
    >
      <DialogTitle id="price-by-change-title">Change Price By U/M?</DialogTitle>
      <DialogContent>
        {(messages ?? []).map((m) => (
          <DialogContentText key={m} sx={{ mb: 1 }}>
            {m}
          </DialogContentText>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onAnswer(false)}>Cancel</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
