import { Button } from '@mui/material';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { generatePath, Link as RouterLink } from 'react-router';
import type { HistoryOrder } from '@storefront/contract';
import { PATHS } from '../../../lib/routes/route-paths';

/** Issue 33: an invoiced order's delivery is checked in on its own page; once checked in, the same page shows it. */
export function CheckInButton({ order }: { order: HistoryOrder }) {
  if (!order.invoice || order.status !== 'Invoiced') return null;
  const label = order.checkedIn ? 'View Check-In' : 'Check In';
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FactCheckOutlined />}
      component={RouterLink}
      to={generatePath(PATHS.checkIn, { orderNumber: order.orderNumber })}
      aria-label={`${label} Order ${order.orderNumber}`}
    >
      {label}
    </Button>
  );
}
