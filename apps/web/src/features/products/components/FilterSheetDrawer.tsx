import type { ReactNode } from 'react';
import { Box, Button, Drawer, Typography } from '@mui/material';

interface FilterSheetDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The bottom sheet of the phone filter bar (its own chunk: the drawer's modal code downloads on first open). */
export function FilterSheetDrawer({ open, onClose, children }: FilterSheetDrawerProps) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-labelledby': 'phone-filters-title', sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
      }}
    >
      <Box
        sx={{
          p: 2,
          pb: 3,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          '& [data-field-frame]': { width: '100%', flex: 'none' },
        }}
      >
        <Typography id="phone-filters-title" variant="h6" component="h2">
          Filters
        </Typography>
        {children}
        <Button variant="contained" onClick={onClose}>
          Show Products
        </Button>
      </Box>
    </Drawer>
  );
}
