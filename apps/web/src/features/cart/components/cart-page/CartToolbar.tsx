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
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mb: 2,
        // One line on a 375 px phone: no icons there, and no button text broken over two lines.
        '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
    >
      <Typography variant="h6" component="h2" noWrap sx={{ mr: 'auto', minWidth: 0 }}>
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
