import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { StandingOrder } from '@storefront/contract';
import { PATHS } from '../../../lib/routes/route-paths';
import { nextText, weekdaysText } from '../../../lib/standing-orders/standing-order-form';

interface StandingOrderSavedDialogProps {
  order: StandingOrder;
  fromOrder: string;
  onClose: () => void;
}

/** After Repeat as Standing Order: what was saved and when it delivers, with the way to Standing Orders. */
export function StandingOrderSavedDialog({ order, fromOrder, onClose }: StandingOrderSavedDialogProps) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" aria-labelledby="standing-order-saved-title">
      <DialogTitle id="standing-order-saved-title">Standing Order Saved</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {order.name} repeats order {fromOrder} on {weekdaysText(order.weekdays)} to {order.shipToCode}.{' '}
          {nextText(order)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" component={RouterLink} to={PATHS.standingOrders} autoFocus>
          Open Standing Orders
        </Button>
      </DialogActions>
    </Dialog>
  );
}
