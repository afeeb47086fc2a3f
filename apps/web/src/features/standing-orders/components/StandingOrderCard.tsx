import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import type { StandingOrder } from '@storefront/contract';
import { deliveryDateLabel } from '@storefront/domain';
import { nextText, weekdaysText } from '../../../lib/standing-orders/standing-order-form';

interface StandingOrderCardProps {
  order: StandingOrder;
  busy: boolean;
  onEdit: () => void;
  onTogglePause: () => void;
  onDelete: () => void;
}

/** One standing order: when it delivers, the next order, what the last run did, its lines, and what can be done. */
export function StandingOrderCard({ order, busy, onEdit, onTogglePause, onDelete }: StandingOrderCardProps) {
  const titleId = `standing-order-${order.id}`;
  const unavailable = order.lines.filter((l) => !l.available);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {order.name}
          </Typography>
          <Chip
            size="small"
            label={order.paused ? 'Paused' : 'Active'}
            color={order.paused ? 'default' : 'success'}
            variant="outlined"
          />
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {weekdaysText(order.weekdays)} to {order.shipToCode}
          {order.shipToName ? ` - ${order.shipToName}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          From {deliveryDateLabel(order.startDate)}
          {order.endDate ? ` to ${deliveryDateLabel(order.endDate)}` : ''}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {nextText(order)}
        </Typography>
        {order.lastRun && (
          <Typography variant="body2" color="text.secondary">
            {order.lastRun.orderNumber
              ? `Last placed: order ${order.lastRun.orderNumber} for ${deliveryDateLabel(order.lastRun.deliveryDate)}.`
              : `Not placed for ${deliveryDateLabel(order.lastRun.deliveryDate)}: ${order.lastRun.messages.join(' ')}`}
          </Typography>
        )}
        <Box component="ul" aria-label={`Lines of ${order.name}`} sx={{ pl: 2.5, my: 1 }}>
          {order.lines.map((l) => (
            <li key={`${l.productKey}-${l.unit}`}>
              <Typography variant="body2">
                {l.quantity} {l.unit} {l.description}
                {!l.available && (
                  <Typography component="span" variant="body2" color="error">
                    {' '}
                    (not available: left out of orders)
                  </Typography>
                )}
              </Typography>
            </li>
          ))}
        </Box>
        {unavailable.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Lines that cannot be ordered are reported in each order&apos;s mail.
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onEdit} disabled={busy} aria-label={`Edit ${order.name}`}>
          Edit
        </Button>
        <Button
          onClick={onTogglePause}
          disabled={busy}
          aria-label={`${order.paused ? 'Resume' : 'Pause'} ${order.name}`}
        >
          {order.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button color="error" onClick={onDelete} disabled={busy} aria-label={`Delete ${order.name}`}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
