import { useSyncExternalStore } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import ContentPasteOutlined from '@mui/icons-material/ContentPasteOutlined';
import type { QuickEntryStore } from '../../utils/quick-entry-store';

interface QuickEntryToolbarProps {
  store: QuickEntryStore;
  rowCount: number;
  busy: boolean;
  onAdd: () => void;
  onPaste: () => void;
}

/** Subscribes to the entered-row count only, so it re-renders when a row starts or stops counting. */
export function QuickEntryToolbar({ store, rowCount, busy, onAdd, onPaste }: QuickEntryToolbarProps) {
  const entered = useSyncExternalStore(
    (l) => store.subscribeSummary(l),
    () => store.enteredCount(),
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', py: 1.5 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 'auto' }}>
        {/* The products page already counts the results: one counter, this one only for what is entered. */}
        {entered > 0 ? `${entered} of ${rowCount} product(s) entered` : ''}
      </Typography>
      <Button variant="outlined" startIcon={<ContentPasteOutlined />} onClick={onPaste}>
        Paste from spreadsheet
      </Button>
      <Button variant="contained" startIcon={<AddShoppingCartOutlined />} onClick={onAdd} disabled={busy}>
        {busy ? 'Adding' : 'Add to Cart'}
      </Button>
    </Box>
  );
}
