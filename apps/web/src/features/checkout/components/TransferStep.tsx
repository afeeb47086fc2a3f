import { Alert, Box, Divider, Typography } from '@mui/material';
import Output from '@mui/icons-material/Output';
import type { Cart } from '@storefront/contract';
import { formatCurrency } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { cartOrderLineRow } from '../../../lib/orders/order-lines';
import { Loading } from '../../../components/Loading';
import { ReadOnlyCartNote } from '../../../components/punchout/ReadOnlyCartNote';
import { TRANSFER_CART_LABEL } from '../../../components/punchout/TransferCartButton';
import { TransferFeedback } from '../../../components/punchout/TransferFeedback';
import { usePunchout } from '../../../lib/punchout/use-punchout';
import { useTransferCart } from '../../../lib/punchout/use-transfer-cart';
import { useCartEstimate } from '../api/get-cart-estimate';
import { EstimateSummary } from './EstimateSummary';
import { OrderLines } from './OrderLines';
import { StepActions } from './StepActions';

interface TransferStepProps {
  cart: Cart;
  hidePricing: boolean;
  onBack: () => void;
}

/**
 * A punchout checkout's one step (issue 28, spec 2 §4): the lines and the estimate, then Transfer Cart, which posts the
 * order message to the procurement system. What the server says stops a transfer (the cart's messages) stops it here
 * first; the estimate's order checks (delivery date, P.O.) belong to the order the procurement system places.
 */
export function TransferStep({ cart, hidePricing, onBack }: TransferStepProps) {
  const estimate = useCartEstimate(!hidePricing);
  const { readOnly } = usePunchout();
  const { transfer, pending, error, sent } = useTransferCart();
  const lineCount = `${cart.lines.length} line(s)`;

  return (
    <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
      {readOnly && <ReadOnlyCartNote />}
      <Typography>
        {TRANSFER_CART_LABEL} sends{' '}
        {hidePricing ? `these ${lineCount}` : `these ${lineCount}, ${formatCurrency(cart.totals.lineTotal)} in all,`} to
        your procurement system, where the order is placed.
      </Typography>
      {cart.messages.length > 0 && (
        <Alert severity="warning">
          {cart.messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      <OrderLines lines={cart.lines.map(cartOrderLineRow)} hidePricing={hidePricing} />
      {!hidePricing && (
        <>
          <Divider />
          {estimate.isPending && <Loading label="Loading estimate" />}
          {estimate.isError && !estimate.data && (
            <ErrorState message="The order estimate could not be loaded." onRetry={() => void estimate.refetch()} />
          )}
          {estimate.data && (
            <EstimateSummary estimate={estimate.data} consumer={false} isEstimate={cart.totals.isEstimate} />
          )}
        </>
      )}
      <TransferFeedback error={error} sent={sent} />
      <StepActions
        onBack={onBack}
        nextLabel={TRANSFER_CART_LABEL}
        nextIcon={<Output />}
        onNext={() => void transfer()}
        nextDisabled={cart.messages.length > 0}
        pending={pending}
      />
    </Box>
  );
}
