import { Alert, Box, Button, Typography } from '@mui/material';

/**
 * Step 5 when the gateway refused the payment (spec 2 §8): 'Payment Failed' with the
 * reason. Nothing was charged or applied; the buyer may choose another method and try again.
 */
export function PaymentFailedView({ reason, onTryAgain }: { reason: string; onTryAgain: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6" color="error">
        Payment Failed
      </Typography>
      <Alert severity="error">{reason}</Alert>
      <Box>
        <Button variant="contained" onClick={onTryAgain}>
          Try Again
        </Button>
      </Box>
    </Box>
  );
}
