import type { MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { CartMode } from './cart-mode';

interface LineActionProps {
  mode: CartMode;
  description: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The one button a line carries in each mode (none in view mode); clicking the line itself also edits. */
export function LineAction({ mode, description, onEdit, onDelete }: LineActionProps) {
  if (mode === 'view') return null;
  const stop = (run: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    run();
  };
  return mode === 'delete' ? (
    <Tooltip title="Delete">
      <IconButton aria-label={`Delete ${description}`} color="error" onClick={stop(onDelete)}>
        <DeleteOutline />
      </IconButton>
    </Tooltip>
  ) : (
    <Tooltip title="Edit">
      <IconButton aria-label={`Edit ${description}`} onClick={stop(onEdit)}>
        <EditOutlined />
      </IconButton>
    </Tooltip>
  );
}
