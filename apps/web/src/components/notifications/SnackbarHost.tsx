import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import type { Snackbars } from './snackbars';

// notistack draws its own colours; these follow the MUI theme so snackbars match the app (and dark mode).
const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  borderRadius: theme.shape.borderRadius,
  '&.notistack-MuiContent-default': {
    backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[200] : theme.palette.grey[900],
    color: theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.common.white,
  },
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
}));

export interface SnackbarHostProps {
  /** Hands notistack's enqueue and close to NotificationProvider; returns the disconnect. */
  connect: (snackbars: Snackbars) => () => void;
}

function Connect({ connect }: SnackbarHostProps) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () => connect({ enqueue: enqueueSnackbar, close: closeSnackbar }),
    [connect, enqueueSnackbar, closeSnackbar],
  );
  return null;
}

/** notistack's provider and the snackbars it draws (loaded by NotificationProvider). */
export function SnackbarHost({ connect }: SnackbarHostProps) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={{ default: ThemedContent, success: ThemedContent, error: ThemedContent, warning: ThemedContent }}
    >
      <Connect connect={connect} />
    </SnackbarProvider>
  );
}
