import { Box, Typography } from '@mui/material';
import type { AdminOrderView } from '@storefront/contract';
import { formatUsDate } from '@storefront/domain';
import { PREFERENCE_LABELS } from '../utils/invoice-text';

/** The order's customer, dates, status, P.O., ship-to and the customer's word on substitutes, a term and value each. */
export function OrderSummary({ view }: { view: AdminOrderView }) {
  const { order } = view;
  const terms: [string, string][] = [
    ['Customer', view.customerName],
    ['Order date', formatUsDate(order.orderDate)],
    ['Delivery date', order.deliveryDate ? formatUsDate(order.deliveryDate) : 'None'],
    ['Status', order.status],
    ['P.O.', order.poNumber || 'None'],
    ['Ship to', order.shipTo[0] ?? order.shipToCode ?? 'None'],
    ['Substitutes', PREFERENCE_LABELS[view.substitutionPreference]],
  ];
  return (
    <Box
      component="dl"
      aria-label={`Order ${order.orderNumber}`}
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {terms.map(([term, value]) => (
        <Box key={term} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
