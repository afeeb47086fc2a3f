import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  TextField,
  useMediaQuery,
} from '@mui/material';
import type { PasteResult } from '../../hooks/use-paste-fill';

interface PasteLinesDialogProps {
  open: boolean;
  /** Text pasted straight into a quantity cell, to start from. */
  initialText: string;
  onApply: (text: string) => Promise<PasteResult>;
  onClose: () => void;
  /** All lines were used: the dialog closes and the page says how many rows were filled. */
  onDone: (filled: number) => void;
}

/**
 * 'Paste from spreadsheet' (beyond the spec). Lines that cannot be used stay
 * listed here, one per line, so the user can fix the sheet and paste again.
 */
export function PasteLinesDialog({ open, initialText, onApply, onClose, onDone }: PasteLinesDialogProps) {
  const fullScreen = useMediaQuery('(max-width:414.95px)');
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PasteResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const apply = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await onApply(text);
      if (outcome.problems.length === 0) onDone(outcome.filled);
      else setResult(outcome);
    } catch {
      setFailure('The product codes could not be looked up at this time.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="paste-lines-title"
    >
      <DialogTitle id="paste-lines-title">Paste from spreadsheet</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          One product per line: product code, quantity and an optional unit, separated by tabs, commas or spaces.
        </DialogContentText>
        <TextField
          label="Lines"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setResult(null);
          }}
          multiline
          minRows={8}
          maxRows={16}
          fullWidth
          autoFocus
          placeholder={'220001\t10\tLB\n180006\t2\tCS'}
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 14 } } }}
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {result && (
          <Alert severity="warning" sx={{ mt: 2 }} role="status">
            {result.filled} row(s) filled. These lines were not used:
            <List dense disablePadding aria-label="Lines not used">
              {result.problems.map((p) => (
                <ListItem key={p} disableGutters sx={{ py: 0 }}>
                  {p}
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{result ? 'Close' : 'Cancel'}</Button>
        <Button variant="contained" onClick={() => void apply()} disabled={busy || text.trim() === ''}>
          {busy ? 'Filling' : 'Fill Rows'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
