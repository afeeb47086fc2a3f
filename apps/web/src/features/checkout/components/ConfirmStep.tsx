import { Alert, Box, Divider } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { Cart, CartEstimate } from '@storefront/contract';
import { ErrorState } from '../../../components/ErrorState';
import { useEditingOrder } from '../../../lib/api/order-edit-state';
import { cartOrderLineRow } from '../../../lib/orders/order-lines';
import { Loading } from '../../../components/Loading';
import { useCartEstimate } from '../api/get-cart-estimate';
import { usePlaceOrder } from '../hooks/use-place-order';
import type { SubmitOutcome } from '../utils/submit-outcome';
import { EstimateSummary } from './EstimateSummary';
import { OrderLines } from './OrderLines';
import type { SummaryItem } from '../utils/order-summary';
import { OrderSummary } from './OrderSummary';
import { StepActions } from './StepActions';
import { UnfilledLines } from './UnfilledLines';

interface ConfirmStepProps {
  cart: Cart;
  consumer: boolean;
  hidePricing: boolean;
  summary: readonly SummaryItem[];
  /** Sends the order for this estimate under the given Idempotency-Key. */
  send: (estimate: CartEstimate, idempotencyKey: string) => Promise<SubmitOutcome>;
  onPlaced: (orderNumber: string, estimate: CartEstimate) => void;
  onBack: () => void;
}

/**
 * Spec 2 §2 step 5: the lines, the server's estimate and Submit Order. A refused or
 * failed submit keeps the buyer here with the message and the cart as it was.
 */
export function ConfirmStep({ cart, consumer, hidePricing, summary, send, onPlaced, onBack }: ConfirmStepProps) {
  const estimate = useCartEstimate(true);
  const placeOrder = usePlaceOrder(consumer);
  const editing = useEditingOrder() !== null;
  const blocking = estimate.data?.messages ?? [];
  // Consumers pay the total by card: they see it whatever the pricing setting.
  const showTotals = !hidePricing || consumer;

  const submit = async () => {
    const current = estimate.data;
    if (!current) return;
    const orderNumber = await placeOrder.place((key) => send(current, key));
    if (orderNumber !== null) onPlaced(orderNumber, current);
    // A refusal may be a changed total: show the buyer the estimate as it is now.
    else void estimate.refetch();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
      <OrderSummary items={summary} />
      {cart.messages.length > 0 && (
        <Alert severity="info">
          {cart.messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      <UnfilledLines lines={cart.lines} hidePricing={hidePricing} />
      <OrderLines lines={cart.lines.map(cartOrderLineRow)} hidePricing={hidePricing} />
      <Divider />
      {estimate.isPending && <Loading label="Loading estimate" />}
      {estimate.isError && !estimate.data && (
        <ErrorState message="The order estimate could not be loaded." onRetry={() => void estimate.refetch()} />
      )}
      {estimate.data && showTotals && (
        <EstimateSummary estimate={estimate.data} consumer={consumer} isEstimate={cart.totals.isEstimate} />
      )}
      {blocking.length > 0 && (
        <Alert severity="warning">
          {blocking.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      {placeOrder.messages.length > 0 && (
        <Alert severity="error" role="alert">
          {placeOrder.messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      <StepActions
        onBack={onBack}
        nextLabel={editing ? 'Save Changes' : 'Submit Order'}
        nextIcon={<SendOutlined />}
        onNext={() => void submit()}
        // Not while a background refresh runs: the button would flicker under the buyer's click, and the server checks the total anyway.
        nextDisabled={!estimate.data || blocking.length > 0}
        pending={placeOrder.pending}
      />
    </Box>
  );
}
