import { useState } from 'react';
import { Button } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { HistoryOrder } from '@storefront/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage } from '../../../lib/api/api-client';
import { cancelPlacedOrder, openOrderEdit, useSwitchCart } from '../../../lib/orders/order-edit-api';
import { PATHS } from '../../../lib/routes/route-paths';

/**
 * Issue 32: Edit Order and Cancel Order, for an open order until the cut-off of its delivery date. Edit opens the
 * order in the cart screen as that order (its own edit cart); Cancel asks first. The server has the last word: past
 * the cut-off it refuses, and its message is shown.
 */
export function OrderChangeButtons({ order }: { order: HistoryOrder }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const switchCart = useSwitchCart();
  const [pending, setPending] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (!order.editableUntilText) return null;

  const edit = async () => {
    setPending(true);
    try {
      const opened = await openOrderEdit(order.orderNumber);
      switchCart({ orderNumber: opened.orderNumber, editableUntilText: opened.editableUntilText });
      void navigate(PATHS.cart);
    } catch (err) {
      notify(errorMessage(err), { variant: 'error' });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
    } finally {
      setPending(false);
    }
  };

  const cancel = async () => {
    setConfirmCancel(false);
    setPending(true);
    try {
      await cancelPlacedOrder(order.orderNumber);
      notify(`Order ${order.orderNumber} was cancelled.`, { variant: 'success' });
    } catch (err) {
      notify(errorMessage(err), { variant: 'error' });
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: ['history'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditOutlined />}
        disabled={pending}
        onClick={() => void edit()}
        aria-label={`Edit Order ${order.orderNumber}`}
      >
        Edit Order
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<CancelOutlined />}
        disabled={pending}
        onClick={() => setConfirmCancel(true)}
        aria-label={`Cancel Order ${order.orderNumber}`}
      >
        Cancel Order
      </Button>
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel Order?"
        message={`Cancel order ${order.orderNumber}? Its products are released and it will not be delivered.`}
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
