import { useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import ShoppingCartCheckoutOutlined from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import { useNavigate } from 'react-router';
import type { CartLine } from '@storefront/contract';
import { isEntryUsable } from '@storefront/domain';
import { useSession } from '../../../../lib/session/use-session';
import { useEditingOrder } from '../../../../lib/api/order-edit-state';
import { usePunchout } from '../../../../lib/punchout/use-punchout';
import { ReadOnlyCartNote } from '../../../../components/punchout/ReadOnlyCartNote';
import { TransferCartButton } from '../../../../components/punchout/TransferCartButton';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ErrorState } from '../../../../components/ErrorState';
import { OrderEditBanner } from '../../../../components/orders/OrderEditBanner';
import { Loading } from '../../../../components/Loading';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useClearCart } from '../../api/clear-cart';
import { useDeleteCartLine } from '../../api/delete-cart-line';
import { useCart } from '../../api/get-cart';
import { useCartDialogs } from '../../hooks/cart-dialogs';
import { describeWriteFailure } from '../../utils/write-failure';
import type { CartMode } from './cart-mode';
import { CartLines } from './CartLines';
import { CartToolbar } from './CartToolbar';
import { CartTotals } from './CartTotals';
import { SaveOrderGuideDialog } from './SaveOrderGuideDialog';

/** /cart (spec 2 §2). */
export function CartPage() {
  const { settings, menu, userType } = useSession();
  const cart = useCart();
  const dialogs = useCartDialogs();
  const notify = useNotify();
  const navigate = useNavigate();
  const deleteLine = useDeleteCartLine();
  const clear = useClearCart();
  const { readOnly } = usePunchout();
  const editing = useEditingOrder() !== null;
  const [chosenMode, setMode] = useState<CartMode>('edit');
  // An inspect punchout's cart is shown as it is: its lines open nothing and carry no buttons.
  const mode: CartMode = readOnly ? 'view' : chosenMode;
  const [confirmClear, setConfirmClear] = useState(false);
  const [savingGuide, setSavingGuide] = useState(false);
  // Guides belong to a trade customer (the server refuses consumers).
  const keepsGuides = isEntryUsable(menu, 'OrderGuides') && userType !== 'Consumer';
  const lines = cart.data?.lines ?? [];
  const hidePricing = settings?.hidePricing ?? false;
  const failed = (err: unknown) => notify(describeWriteFailure(err).message, { variant: 'error' });

  // Delete mode ends with the last line: there is nothing left to delete.
  useEffect(() => {
    if (cart.data && cart.data.lines.length === 0) setMode('edit');
  }, [cart.data]);

  if (cart.isPending) return <Loading label="Loading cart" />;
  if (cart.isError || !cart.data) {
    return <ErrorState message="The cart could not be loaded." onRetry={() => void cart.refetch()} />;
  }
  const onEdit = (line: CartLine) => dialogs.openEditLine(line);
  const onDelete = (line: CartLine) => deleteLine.mutate(line.id, { onError: failed });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <OrderEditBanner />
      <CartToolbar
        lineCount={lines.length}
        mode={mode}
        onToggleMode={() => setMode((m) => (m === 'edit' ? 'delete' : 'edit'))}
        onClear={() => setConfirmClear(true)}
        onSaveGuide={keepsGuides && !readOnly ? () => setSavingGuide(true) : undefined}
        readOnly={readOnly}
      />
      {readOnly && (
        <Box sx={{ mb: 2 }}>
          <ReadOnlyCartNote />
        </Box>
      )}
      {cart.data.messages.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {cart.data.messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: lines.length === 0 ? '1fr' : 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        {lines.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              Cart is empty
            </Typography>
            <Button sx={{ mt: 2 }} onClick={() => navigate('/products')}>
              Browse products
            </Button>
          </Paper>
        ) : (
          <CartLines lines={lines} mode={mode} hidePricing={hidePricing} onEdit={onEdit} onDelete={onDelete} />
        )}
        {/* An empty cart has nothing to sum: no summary of zeros and a Checkout that could only be disabled. */}
        {lines.length > 0 && (
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <CartTotals totals={cart.data.totals} settings={settings}>
              {/* Issue 28: an inspect punchout has one thing to do with its cart, hand it back. */}
              {readOnly && <TransferCartButton size="large" fullWidth />}
              {!readOnly && isEntryUsable(menu, 'CheckOut') && (
                <Button
                  variant="contained"
                  size="large"
                  fullWidth
                  startIcon={<ShoppingCartCheckoutOutlined />}
                  onClick={() => navigate('/checkout')}
                >
                  {editing ? 'Review Changes' : 'Checkout'}
                </Button>
              )}
            </CartTotals>
          </Box>
        )}
      </Box>
      <SaveOrderGuideDialog open={savingGuide} lines={lines} onClose={() => setSavingGuide(false)} />
      <ConfirmDialog
        open={confirmClear}
        title="Clear Cart?"
        message="Are you sure you want to delete all products from your cart?"
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          clear.mutate(undefined, { onError: failed });
        }}
      />
    </Box>
  );
}
