import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { errorMessage, isApiError } from '../../../lib/api/api-client';
import { adminOrderKey, useAdminOrder } from '../api/admin-order';
import { useShownOrder } from '../hooks/use-shown-order';
import { FindOrderCard } from './FindOrderCard';
import { InvoicedOrderCard } from './InvoicedOrderCard';
import { InvoiceFormCard } from './InvoiceFormCard';
import { OrderSummary } from './OrderSummary';

/** Why an order without an invoice here cannot be invoiced, or null when it can. */
function closedReason(orderNumber: string, status: string): string | null {
  if (status === 'Invoiced')
    return `Order ${orderNumber} was invoiced by the ERP: its invoice is in the customer's account.`;
  if (status === 'Cancelled') return `Order ${orderNumber} is cancelled: it cannot be invoiced.`;
  return null;
}

/** One order: its header, then the invoice form, or its invoice once invoiced. */
function OrderToInvoice({
  orderNumber,
  justInvoiced,
  onInvoiced,
}: {
  orderNumber: string;
  justInvoiced: boolean;
  onInvoiced: () => void;
}) {
  const query = useAdminOrder(orderNumber);
  const view = query.data;
  const invoice = view?.order.invoice ?? null;
  // Orders from the ERP's history are invoiced there: this site has no invoice of theirs to show, nor to make.
  const closed = view && !invoice ? closedReason(view.order.orderNumber, view.order.status) : null;
  const invoiceable = !!view && view.order.lines.length > 0 && !closed;
  return (
    <>
      <Card variant="outlined" component="section" aria-labelledby="order-title">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id="order-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            Order {orderNumber}
          </Typography>
          {query.isPending && <Loading label="Loading the order" />}
          {query.isError &&
            (isApiError(query.error, 404) ? (
              <Alert severity="warning">No order {orderNumber} was found. Check the number and try again.</Alert>
            ) : (
              <ErrorState
                title="The order could not be read."
                message={errorMessage(query.error)}
                onRetry={() => void query.refetch()}
              />
            ))}
          {view && <OrderSummary view={view} />}
          {view && view.order.lines.length === 0 && <Alert severity="info">This order has no lines to invoice.</Alert>}
          {closed && <Alert severity="info">{closed}</Alert>}
        </CardContent>
      </Card>
      {view && invoice && <InvoicedOrderCard order={view.order} invoice={invoice} justInvoiced={justInvoiced} />}
      {view && !invoice && invoiceable && <InvoiceFormCard view={view} onInvoiced={onInvoiced} />}
    </>
  );
}

/**
 * Issue 31: /admin/invoice, administrators only. Find an order, record what shipped (the quantity per line, the
 * actual weight of catch-weight lines, a substitute) and invoice it at the actual amount; an invoiced order shows
 * its invoice beside the estimate.
 */
export function InvoiceOrderPage() {
  const [orderNumber, show] = useShownOrder();
  const [invoicedNow, setInvoicedNow] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const find = (next: string) => {
    if (next === orderNumber) void queryClient.invalidateQueries({ queryKey: adminOrderKey(next) });
    else show(next);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100, minWidth: 0 }}>
      <FindOrderCard key={`find-${orderNumber ?? ''}`} shown={orderNumber} onFind={find} />
      {orderNumber && (
        <OrderToInvoice
          key={`order-${orderNumber}`}
          orderNumber={orderNumber}
          justInvoiced={invoicedNow === orderNumber}
          onInvoiced={() => setInvoicedNow(orderNumber)}
        />
      )}
    </Box>
  );
}
