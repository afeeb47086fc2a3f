import { Box, Card, CardContent, Typography } from '@mui/material';
import type { HistoryOrder } from '@storefront/contract';
import { formatUsDate } from '@storefront/domain';
import { type AmountText, historyOrderTotal } from '../utils/invoiced-history';
import { OrderDocuments } from './OrderDocuments';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </>
  );
}

/** The total, with 'Invoiced $232.63' or 'Estimated' under it for an order with catch-weight lines. */
function HistoryTotal({ amount, note }: AmountText) {
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Typography variant="subtitle1">{amount}</Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" component="div">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** Order History below 700 px: one card per order. */
export function OrderHistoryCards({ orders }: { orders: readonly HistoryOrder[] }) {
  return (
    <Box component="ul" aria-label="Orders" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {orders.map((o) => (
        <Card component="li" key={o.orderNumber} variant="outlined">
          <CardContent>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {o.orderNumber}
              </Typography>
              <HistoryTotal {...historyOrderTotal(o)} />
            </Box>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1.5 }}
            >
              <Field label="P.O. Number" value={o.pO_Number} />
              <Field label="Order Date" value={formatUsDate(o.orderDate)} />
              <Field label="Delivery Date" value={formatUsDate(o.deliveryDate)} />
              <Field label="Status" value={o.status} />
              {o.editableUntilText && <Field label="Changes" value={o.editableUntilText} />}
            </Box>
            <OrderDocuments order={o} wrap />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
