import type { ReactNode } from 'react';
import { Drawer } from '@mui/material';

interface TemporaryMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}

/** The side menu on narrow screens and in punchout: a modal drawer over the page (its own chunk, loaded on first open). */
export function TemporaryMenuDrawer({ open, onClose, width, children }: TemporaryMenuDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // The open drawer is a modal dialog, and a dialog needs a name.
      slotProps={{ paper: { 'aria-label': 'Main menu' } }}
      // The app bar is raised above drawers for the permanent layout; a modal drawer must cover it.
      sx={{
        zIndex: (t) => t.zIndex.drawer + 2,
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box', maxWidth: '85vw' },
      }}
    >
      {children}
    </Drawer>
  );
}
