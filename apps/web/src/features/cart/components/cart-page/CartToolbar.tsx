import { Box, Button, Typography } from '@mui/material';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import type { CartMode } from './cart-mode';

interface CartToolbarProps {
  lineCount: number;
  mode: CartMode;
  onToggleMode: () => void;
  onClear: () => void;
}

/** Spec 2 §2: 'Remove items' toggles delete mode (then reads 'Done Deleting'); 'Clear Cart' asks first. */
export function CartToolbar({ lineCount, mode, onToggleMode, onClear }: CartToolbarProps) {
  const empty = lineCount === 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
        {lineCount} line(s)
      </Typography>
      <Button
        variant={mode === 'delete' ? 'contained' : 'outlined'}
        startIcon={<DeleteSweepOutlined />}
        onClick={onToggleMode}
        disabled={empty && mode === 'edit'}
      >
        {mode === 'delete' ? 'Done Deleting' : 'Remove items'}
      </Button>
      <Button variant="outlined" color="error" startIcon={<RemoveShoppingCartOutlined />} onClick={onClear} disabled={empty}>
        Clear Cart
      </Button>
    </Box>
  );
}
