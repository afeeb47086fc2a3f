import { useCallback } from 'react';
import { Button } from '@mui/material';
import type { SnackbarKey } from 'notistack';
import { useNavigate } from 'react-router';
import { useSnackbars } from './snackbars';

/** Spec 1 §2: notifications are default, error, success or warning. */
export type NotifyVariant = 'default' | 'error' | 'success' | 'warning';

export interface NotifyOptions {
  variant?: NotifyVariant;
  /** An optional action link; in-app paths navigate without reloading. */
  action?: { label: string; to: string };
  persist?: boolean;
}

export function useNotify() {
  const { enqueue, close } = useSnackbars();
  const navigate = useNavigate();

  return useCallback(
    (message: string, { variant = 'default', action, persist }: NotifyOptions = {}): SnackbarKey => {
      const renderAction = action
        ? (key: SnackbarKey) => {
            const external = /^https?:\/\//.test(action.to);
            return (
              <Button
                color="inherit"
                size="small"
                href={external ? action.to : undefined}
                onClick={() => {
                  close(key);
                  if (!external) void navigate(action.to);
                }}
                sx={{ fontWeight: 700 }}
              >
                {action.label}
              </Button>
            );
          }
        : undefined;
      return enqueue(message, { variant, action: renderAction, persist });
    },
    [enqueue, close, navigate],
  );
}
