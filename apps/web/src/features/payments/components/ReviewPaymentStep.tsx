import { Alert, Box, Button, Typography } from '@mui/material';
import { formatCurrency, PAYMENT_TYPE_LABELS, type PaymentType } from '@storefront/domain';
import type { SelectionEntry } from '../utils/payment-selection';
import { ReviewSelection } from './ReviewSelection';

interface ReviewPaymentStepProps {
  entries: SelectionEntry[];
  total: string;
  paymentType: number;
  error: string | null;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 4 (spec 2 §4): the chosen items, the amount and method, Back and Submit Payment. */
export function ReviewPaymentStep({
  entries,
  total,
  paymentType,
  error,
  submitting,
  onBack,
  onSubmit,
}: ReviewPaymentStepProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ReviewSelection entries={entries} total={total} />
      <Typography>
        Pay {formatCurrency(total)} by {PAYMENT_TYPE_LABELS[paymentType as PaymentType]}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Payment'}
        </Button>
      </Box>
    </Box>
  );
}
