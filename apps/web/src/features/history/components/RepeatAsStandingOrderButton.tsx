import { Button } from '@mui/material';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import { PATHS } from '../../../lib/routes/route-paths';
import { useRouteAllowed } from '../../../lib/routes/use-route-allowed';
import { useRepeatAsStandingOrder } from '../hooks/use-repeat-as-standing-order';

/** Issue 32: Repeat as Standing Order on an order, for a session whose side menu offers Standing Orders. */
export function RepeatAsStandingOrderButton({ orderNumber }: { orderNumber: string }) {
  const allowed = useRouteAllowed(PATHS.standingOrders);
  const open = useRepeatAsStandingOrder();
  if (!allowed || !open) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<EventRepeatOutlined />}
      onClick={() => open(orderNumber)}
      aria-label={`Repeat as Standing Order ${orderNumber}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Repeat as Standing Order
    </Button>
  );
}
