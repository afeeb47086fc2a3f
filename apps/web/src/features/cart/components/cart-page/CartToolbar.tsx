import { Box, Button, Typography } from '@mui/material';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import type { CartMode } from './cart-mode';

interface CartToolbarProps {
  lineCount: number;
  mode: CartMode;
  onToggleMode: () => void;
  onClear: () => void;
  /** Absent when the user keeps no order guides (no OrderGuides menu entry, or no trade customer). */
  onSaveGuide?: () => void;
  /** An inspect punchout's cart: nothing to remove or clear, only the line count. */
  readOnly?: boolean;
}

/** Spec 2 §2: 'Save Order Guide'; 'Remove items' toggles delete mode (then reads 'Done Deleting'); 'Clear Cart' asks first. */
export function CartToolbar({
  lineCount,
  mode,
  onToggleMode,
  onClear,
  onSaveGuide,
  readOnly = false,
}: CartToolbarProps) {
  const empty = lineCount === 0;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        mb: 2,
        // On a 375 px phone: no icons, and no button text broken over two lines (the buttons wrap instead).
        '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
    >
      <Typography variant="h6" component="h2" noWrap sx={{ mr: 'auto', minWidth: 0 }}>
        {lineCount} line(s)
      </Typography>
      {onSaveGuide && (
        <Button variant="outlined" startIcon={<PlaylistAddOutlined />} onClick={onSaveGuide} disabled={empty}>
          Save Order Guide
        </Button>
      )}
      {!readOnly && (
        <>
          <Button
            variant={mode === 'delete' ? 'contained' : 'outlined'}
            startIcon={<DeleteSweepOutlined />}
            onClick={onToggleMode}
            disabled={empty && mode === 'edit'}
          >
            {mode === 'delete' ? 'Done Deleting' : 'Remove items'}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<RemoveShoppingCartOutlined />}
            onClick={onClear}
            disabled={empty}
          >
            Clear Cart
          </Button>
        </>
      )}
    </Box>
  );
}
