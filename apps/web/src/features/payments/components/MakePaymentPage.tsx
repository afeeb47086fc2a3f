import { Box, Typography } from '@mui/material';
import { ApiError } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';
import { Loading } from '../../../components/Loading';
import { useMakePayment } from '../hooks/use-make-payment';
import { SERVICE_UNAVAILABLE } from '../utils/payment-failure';
import { MakePaymentStepper } from './MakePaymentStepper';

/** /account/payment (spec 2 §2 Make Payment). */
export function MakePaymentPage() {
  const { settings } = useSession();
  const flow = useMakePayment();
  const { openAr, types, step } = flow;

  let body;
  if (openAr.isPending || types.isPending) body = <Loading label="Loading Open A/R..." />;
  else if (openAr.isError || types.isError) {
    const err = openAr.error ?? types.error;
    body = (
      <Typography color="error" role="alert">
        {err instanceof ApiError && err.status === 502
          ? SERVICE_UNAVAILABLE
          : 'Failed to load payment data. Please try again later.'}
      </Typography>
    );
  } else if ((types.data ?? []).length === 0) body = <Typography>No payment methods available</Typography>;
  else if ((openAr.data ?? []).length === 0 && step < 4) body = <Typography>No Open A/R Items</Typography>;
  else if (settings) body = <MakePaymentStepper flow={flow} cardSettings={settings.creditCardSettings} />;

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Make Payment
      </Typography>
      {body}
    </Box>
  );
}
