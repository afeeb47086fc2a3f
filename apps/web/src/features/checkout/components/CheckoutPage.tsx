import { useState } from 'react';
import { Box } from '@mui/material';
import { useSession } from '../../../lib/session/use-session';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { OrderEditBanner } from '../../../components/orders/OrderEditBanner';
import { useCheckoutCart } from '../api/get-cart';
import { CheckoutFlow } from './CheckoutFlow';
import { EmptyCheckout } from './EmptyCheckout';

/** /checkout (spec 2 §2): the cart is read fresh; an empty cart has nothing to check out, except once the order is placed. */
export function CheckoutPage() {
  const { settings } = useSession();
  const cart = useCheckoutCart();
  // The server empties the cart on submit: from then on the receipt shows whatever the cart says.
  const [placed, setPlaced] = useState(false);

  if (!settings || (cart.isPending && !placed)) return <Loading label="Loading cart" />;
  if (cart.isError && !cart.data) {
    return <ErrorState message="The cart could not be loaded." onRetry={() => void cart.refetch()} />;
  }
  if (!placed && (!cart.data || cart.data.lines.length === 0)) return <EmptyCheckout />;
  if (!cart.data) return <Loading label="Loading cart" />;
  return (
    <>
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <OrderEditBanner />
      </Box>
      <CheckoutFlow cart={cart.data} settings={settings} onPlaced={() => setPlaced(true)} />
    </>
  );
}
