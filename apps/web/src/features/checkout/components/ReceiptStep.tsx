import { Alert, Box, Button, Typography } from '@mui/material';
import { deliveryDateLabel, formatCurrency } from '@storefront/domain';
import { DocumentButton } from '../../../components/DocumentButton';
import { getConfirmationDocument } from '../api/get-confirmation-document';
import { useOrder } from '../../../lib/orders/get-order';
import { invoiceSummary, orderLineRow } from '../../../lib/orders/order-lines';
import { ESTIMATE_NOTE, orderTotalLabel } from '../utils/estimate-rows';
import { OrderLines } from './OrderLines';
import { OrderSummary } from './OrderSummary';

/** What the page knew when the order was placed; the recorded order replaces it once read. */
export interface PlacedOrder {
  orderNumber: string;
  total: string;
  deliveryDate: string | null;
  /** The total includes a catch-weight line's estimate: 'Estimated total'. */
  isEstimate: boolean;
  /** Issue 32: a placed order was edited and saved (not a new order). */
  revised?: boolean;
}

interface ReceiptStepProps {
  placed: PlacedOrder;
  consumer: boolean;
  hidePricing: boolean;
  canViewConfirmation: boolean;
  onContinue: () => void;
}

/** Spec 2 §2 step 6: the placed order, its confirmation document, and Continue Shopping (past the last step: /). */
export function ReceiptStep({ placed, consumer, hidePricing, canViewConfirmation, onContinue }: ReceiptStepProps) {
  const order = useOrder(placed.orderNumber);
  const deliveryDate = order.data ? order.data.deliveryDate : placed.deliveryDate;
  const total = order.data?.total ?? placed.total;
  const showTotal = !hidePricing || consumer;
  const isEstimate = order.data?.isEstimate ?? placed.isEstimate;
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1, maxWidth: 720 }}>
      <Alert severity="success" role="status">
        {placed.revised
          ? `Your changes were saved: order ${placed.orderNumber} has been revised.`
          : 'Thank you! Your order has been placed.'}
      </Alert>
      {/* Issue 32: an order stays open to changes until the cut-off of its delivery date. */}
      {order.data?.editableUntilText && (
        <Typography variant="body2">{order.data.editableUntilText}: change or cancel it from Order History.</Typography>
      )}
      <OrderSummary
        items={[
          { label: 'Order Number', value: placed.orderNumber },
          {
            label: order.data?.shipMethod === 'Pickup' ? 'Pickup Date' : 'Delivery Date',
            value: deliveryDate ? deliveryDateLabel(deliveryDate) : '',
          },
          { label: orderTotalLabel(consumer, isEstimate), value: showTotal ? formatCurrency(total) : '' },
          { label: 'Payment', value: order.data?.payment ?? '' },
          // Once invoiced: the invoice's totals beside the estimate.
          ...(order.data && showTotal ? invoiceSummary(order.data) : []),
        ]}
      />
      {order.data && order.data.lines.length > 0 && (
        <OrderLines
          lines={order.data.lines.map((line, i) => orderLineRow(line, i, hidePricing))}
          hidePricing={hidePricing}
        />
      )}
      {!consumer && showTotal && (
        <Typography variant="body2" color="text.secondary">
          {ESTIMATE_NOTE}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, mt: 1 }}>
        {canViewConfirmation && (
          <DocumentButton
            label="Order Confirmation"
            size="medium"
            fetchDocument={() => getConfirmationDocument(placed.orderNumber)}
          />
        )}
        <Button variant="contained" onClick={onContinue}>
          Continue Shopping
        </Button>
      </Box>
    </Box>
  );
}
