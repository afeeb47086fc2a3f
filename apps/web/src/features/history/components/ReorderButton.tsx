import { useState } from 'react';
import { Button } from '@mui/material';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { ReorderDialog } from './ReorderDialog';

/** Opens the reorder preview of one past order. */
export function ReorderButton({ orderNumber }: { orderNumber: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ReplayOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`Reorder ${orderNumber}`}
      >
        Reorder
      </Button>
      {open && <ReorderDialog orderNumber={orderNumber} onClose={() => setOpen(false)} />}
    </>
  );
}
