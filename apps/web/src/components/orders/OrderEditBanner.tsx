import { useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/api-client';
import { discardOrderEdit, useSwitchCart } from '../../lib/orders/order-edit-api';
import { useEditingOrder } from '../../lib/api/order-edit-state';
import { PATHS } from '../../lib/routes/route-paths';

/**
 * Issue 32: the cart and checkout screens while a placed order is edited: which order, until when, and Discard
 * Changes (the order stays as it was and the ordinary cart comes back). Nothing while the ordinary cart is shown.
 */
export function OrderEditBanner() {
  const editing = useEditingOrder();
  const switchCart = useSwitchCart();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!editing) return null;

  const discard = async () => {
    setPending(true);
    setFailure(null);
    try {
      await discardOrderEdit(editing.orderNumber);
      switchCart(null);
      void navigate(PATHS.historyOrders);
    } catch (err) {
      setFailure(`The changes could not be discarded: ${errorMessage(err)}`);
    } finally {
      setPending(false);
    }
  };

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
      {failure && (
        <Box component="p" role="alert" sx={{ m: 0, mt: 1 }}>
          {failure}
        </Box>
      )}
      <Button
        sx={{ mt: 1 }}
        size="small"
        variant="outlined"
        color="inherit"
        disabled={pending}
        onClick={() => void discard()}
      >
        Discard Changes
      </Button>
    </Alert>
  );
}
