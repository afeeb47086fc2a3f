import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { formatUsDate } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useOrder } from '../../../lib/orders/get-order';
import { PATHS } from '../../../lib/routes/route-paths';
import { useRecordedCheckin } from '../api/checkin-api';
import { CheckinForm } from './CheckinForm';
import { CheckinResultView } from './CheckinResultView';

/**
 * Issue 33 Check In (/check-in/:orderNumber), made for the phone at the door: an invoiced order's lines to check in,
 * or, once checked in, the check-in as recorded.
 */
export function CheckInPage() {
  const { orderNumber = '' } = useParams();
  const order = useOrder(orderNumber);
  const recorded = useRecordedCheckin(orderNumber);

  if (order.isPending || recorded.isPending) return <Loading label="Loading the delivery" />;
  if (order.isError) return <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />;
  if (recorded.isError) return <ErrorState message={recorded.error.message} onRetry={() => void recorded.refetch()} />;
  if (recorded.data) return <CheckinResultView result={recorded.data} />;
  const invoice = order.data.invoice;
  if (!invoice)
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="info">
          Order {order.data.orderNumber} is not invoiced yet: it is checked in once it is delivered and invoiced.
        </Alert>
        <Button component={RouterLink} to={PATHS.historyOrders}>
          Back to Order History
        </Button>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Order
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {order.data.orderNumber}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Invoice
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {invoice.invoiceNumber} of {formatUsDate(invoice.invoiceDate)}
        </Box>
        {order.data.deliveryDate && (
          <>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              Delivered
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {formatUsDate(order.data.deliveryDate)}
            </Box>
          </>
        )}
      </Box>
      <CheckinForm order={order.data} />
    </Box>
  );
}
