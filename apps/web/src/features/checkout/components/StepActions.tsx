import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';

interface StepActionsProps {
  onBack?: () => void;
  nextLabel?: string;
  onNext: () => void;
  /** Blocks Next outright (spec 2 §4: an invalid zip or a cart below the minimum). */
  nextDisabled?: boolean;
  /** Shows progress on Next and disables it while a call is out. */
  pending?: boolean;
  nextIcon?: ReactNode;
}

/** Back and Next under every step; full-width on a phone so both stay easy to hit. */
export function StepActions({
  onBack,
  nextLabel = 'Next',
  onNext,
  nextDisabled = false,
  pending = false,
  nextIcon,
}: StepActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1, mt: 3 }}>
      {onBack && (
        <Button variant="text" onClick={onBack} disabled={pending} sx={{ minWidth: 96 }}>
          Back
        </Button>
      )}
      <Button
        variant="contained"
        onClick={onNext}
        disabled={nextDisabled}
        loading={pending}
        loadingPosition={nextIcon ? 'start' : 'center'}
        startIcon={nextIcon}
        sx={{ minWidth: 120 }}
      >
        {nextLabel}
      </Button>
    </Box>
  );
}
