import { useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/api-client';
import { discardOrderEdit, useSwitchCart } from '../../lib/orders/order-edit-api';
import { useEditingOrder } from '../../lib/api/order-edit-state';
import { PATHS } from '../../lib/routes/route-paths';
import { useNotify } from '../notifications/use-notify';
import { editingOrderTitle } from './order-edit-text';

/**
 * Issue 32: while a placed order is edited, which order, until when, and Discard Changes (the order stays as it was
 * and the ordinary cart comes back). The cart and checkout screens show it in full, then go to Order History on
 * Discard; every other page (`compact`, in the app layout) shows one line with Back to Order and stays where it is.
 * Nothing while the ordinary cart is shown.
 */
export function OrderEditBanner({ compact = false }: { compact?: boolean }) {
  const editing = useEditingOrder();
  const switchCart = useSwitchCart();
  const navigate = useNavigate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!editing) return null;

  const discard = async () => {
    setPending(true);
    setFailure(null);
    try {
      await discardOrderEdit(editing.orderNumber);
      switchCart(null);
      if (compact) notify(`Changes to order ${editing.orderNumber} discarded.`, { variant: 'success' });
      else void navigate(PATHS.historyOrders);
    } catch (err) {
      setFailure(`The changes could not be discarded: ${errorMessage(err)}`);
    } finally {
      setPending(false);
    }
  };

  const discardButton = (
    <Button size="small" variant="outlined" color="inherit" disabled={pending} onClick={() => void discard()}>
      Discard Changes
    </Button>
  );
  const failureText = failure && (
    <Box component="p" role="alert" sx={{ m: 0, mt: 1 }}>
      {failure}
    </Box>
  );

  if (compact)
    return (
      <Alert
        severity="info"
        sx={{ mb: 2, py: 0.25, '& .MuiAlert-message': { width: '100%' } }}
        aria-labelledby="order-edit-bar-title"
        role="region"
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
          <Box component="p" id="order-edit-bar-title" sx={{ m: 0, fontWeight: 600, flex: '1 1 240px' }}>
            {editingOrderTitle(editing)}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="contained" component={RouterLink} to={PATHS.cart}>
              Back to Order
            </Button>
            {discardButton}
          </Box>
        </Box>
        {failureText}
      </Alert>
    );

  return (
    <Alert
      severity="info"
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      aria-labelledby="order-edit-banner-title"
      role="region"
    >
      <AlertTitle id="order-edit-banner-title">Editing order {editing.orderNumber}</AlertTitle>
      <Box component="p" sx={{ m: 0 }}>
        {editing.editableUntilText ? `${editing.editableUntilText}. ` : ''}
        These are the order&apos;s lines, not your cart: change them here, then check out and select Save Changes. Your
        cart is kept as it was.
      </Box>
      {failureText}
      <Box sx={{ mt: 1 }}>{discardButton}</Box>
    </Alert>
  );
}
