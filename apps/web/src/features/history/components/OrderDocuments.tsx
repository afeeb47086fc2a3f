import { Box } from '@mui/material';
import type { HistoryOrder } from '@storefront/contract';
import { DocumentButton } from '../../../components/DocumentButton';
import { getOrderDocument, getScanDocument } from '../../../lib/documents/document-fetches';
import { CheckInButton } from './CheckInButton';
import { OrderChangeButtons } from './OrderChangeButtons';
import { ReorderButton } from './ReorderButton';
import { RepeatAsStandingOrderButton } from './RepeatAsStandingOrderButton';

/**
 * Spec 3 §2 Documents column: the order confirmation, the invoice and the scan documents, then reorder; repeat as a
 * standing order, edit and cancel (issue 32).
 */
export function OrderDocuments({ order, wrap = false }: { order: HistoryOrder; wrap?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      {order.orderConfirmation && (
        <DocumentButton
          label="Order Confirmation"
          fetchDocument={() => getOrderDocument(order.orderNumber, 'confirmation')}
        />
      )}
      {order.invoice && (
        <DocumentButton label="Invoice" fetchDocument={() => getOrderDocument(order.orderNumber, 'invoice')} />
      )}
      {order.scanDocuments.map((doc) => (
        <DocumentButton
          key={doc.key}
          label={doc.name}
          fetchDocument={() => getScanDocument(order.orderNumber, doc.key)}
        />
      ))}
      <ReorderButton orderNumber={order.orderNumber} />
      <RepeatAsStandingOrderButton orderNumber={order.orderNumber} />
      <OrderChangeButtons order={order} />
      <CheckInButton order={order} />
    </Box>
  );
}
