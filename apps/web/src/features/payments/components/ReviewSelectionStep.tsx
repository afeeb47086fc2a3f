import { Box, Button } from '@mui/material';
import type { SelectionEntry } from '../utils/payment-selection';
import { ReviewSelection } from './ReviewSelection';

interface ReviewSelectionStepProps {
  entries: SelectionEntry[];
  total: string;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2 (spec 2 §4): the chosen items and amounts, Back and Continue. */
export function ReviewSelectionStep({ entries, total, onBack, onContinue }: ReviewSelectionStepProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ReviewSelection entries={entries} total={total} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={onContinue}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}
