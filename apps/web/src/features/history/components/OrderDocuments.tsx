import { Box } from '@mui/material';
import type { HistoryOrder } from '@storefront/contract';
import { DocumentButton } from '../../../components/DocumentButton';
import { getOrderDocument } from '../../../lib/documents/get-order-document';
import { ReorderButton } from './ReorderButton';

/** Spec 3 §2 Documents column: the order confirmation and the invoice, then reorder. */
export function OrderDocuments({ order, wrap = false }: { order: HistoryOrder; wrap?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      {order.orderConfirmation && <DocumentButton label="Order Confirmation" fetchDocument={() => getOrderDocument(order.orderNumber, 'confirmation')} />}
      {order.invoice && <DocumentButton label="Invoice" fetchDocument={() => getOrderDocument(order.orderNumber, 'invoice')} />}
      <ReorderButton orderNumber={order.orderNumber} />
    </Box>
  );
}
