import type { Cart, SessionSettings } from '@storefront/contract';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import type { CheckoutFlowState } from '../hooks/use-checkout-flow';
import type { CheckoutStepId } from '../utils/checkout-steps';
import { orderSummary } from '../utils/order-summary';
import { ConfirmStep } from './ConfirmStep';
import { DetailsStep } from './DetailsStep';
import { MessageStep } from './MessageStep';
import { PaymentStep } from './PaymentStep';
import { ReceiptStep } from './ReceiptStep';
import { ShipMethodStep } from './ShipMethodStep';
import { StepActions } from './StepActions';
import { TransferStep } from './TransferStep';

interface CheckoutStepContentProps {
  step: CheckoutStepId;
  flow: CheckoutFlowState;
  cart: Cart;
  settings: SessionSettings;
}

/** What the active checkout step shows, with its Back and Next. */
export function CheckoutStepContent({ step, flow, cart, settings }: CheckoutStepContentProps) {
  const { customer, shipMethod } = useSession();
  const { selectShipMethod } = useSessionActions();
  const { back, next, consumer } = flow;
  switch (step) {
    case 'shipMethod':
      return (
        <>
          <ShipMethodStep
            shipMethod={shipMethod}
            allowPickup={settings.allowConsumerPickup}
            allowDelivery={settings.allowConsumerDelivery}
            onChoose={selectShipMethod}
          />
          <StepActions onBack={back} onNext={next} nextDisabled={shipMethod === null} />
        </>
      );
    case 'message':
      return (
        <>
          <MessageStep message={settings.checkoutMessage ?? ''} />
          <StepActions onBack={back} onNext={next} nextLabel="Acknowledge" />
        </>
      );
    case 'details':
      return (
        <DetailsStep
          form={flow.details}
          onChange={flow.changeDetails}
          mode={flow.mode}
          customer={customer}
          settings={settings}
          addresses={flow.addresses}
          lineTotal={cart.totals.lineTotal}
          onBack={back}
          onDone={flow.steps.includes('payment') ? flow.enterPayment : next}
        />
      );
    case 'payment':
      return (
        <PaymentStep
          form={flow.payment}
          onChange={flow.setPayment}
          cardSettings={settings.creditCardSettings}
          onBack={back}
          onDone={next}
        />
      );
    case 'confirm':
      return (
        <ConfirmStep
          cart={cart}
          consumer={consumer}
          hidePricing={settings.hidePricing}
          summary={orderSummary({
            mode: flow.mode,
            form: flow.details,
            customer,
            address: flow.address,
            card: consumer ? flow.payment.card : null,
          })}
          send={flow.send}
          onPlaced={flow.placedOrder}
          onBack={back}
        />
      );
    case 'transfer':
      return <TransferStep cart={cart} hidePricing={settings.hidePricing} onBack={back} />;
    case 'receipt':
      return flow.placed ? (
        <ReceiptStep
          placed={flow.placed}
          consumer={consumer}
          hidePricing={settings.hidePricing}
          canViewConfirmation={settings.canViewConfirmation}
          onContinue={next}
        />
      ) : null;
  }
}
