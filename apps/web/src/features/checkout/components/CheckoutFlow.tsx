import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Paper, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import type { Cart, CartEstimate, SessionSettings } from '@storefront/contract';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { useDeliveryAddresses } from '../../../lib/addresses/get-addresses';
import { submitCard } from '../api/submit-card';
import { submitOrder } from '../api/submit-order';
import { useStepFocus } from '../hooks/use-step-focus';
import { checkoutSteps, isConsumer, nextStep, previousStep, stepIndex, stepTitle, type CheckoutStepId, type StepMove } from '../utils/checkout-steps';
import { initialDetails, isConsumerDelivery, type DetailsForm, type DetailsMode } from '../utils/delivery-details';
import { orderSummary } from '../utils/order-summary';
import { EMPTY_PAYMENT, type PaymentForm } from '../../../components/payment/payment-form';
import { cardRequest, prefillBilling } from '../utils/payment-form';
import { cardOutcome, orderOutcome } from '../utils/submit-outcome';
import { ConfirmStep } from './ConfirmStep';
import { DetailsStep } from './DetailsStep';
import { MessageStep } from './MessageStep';
import { PaymentStep } from './PaymentStep';
import { ReceiptStep, type PlacedOrder } from './ReceiptStep';
import { ShipMethodStep } from './ShipMethodStep';
import { StepActions } from './StepActions';

interface CheckoutFlowProps {
  cart: Cart;
  settings: SessionSettings;
  onPlaced: () => void;
}

/** The spec 2 §2 vertical stepper; card data lives only in this component's state. */
export function CheckoutFlow({ cart, settings, onPlaced }: CheckoutFlowProps) {
  const { userType, customer, shipMethod, isPunchout, user } = useSession();
  const { selectShipMethod } = useSessionActions();
  const navigate = useNavigate();
  const consumer = isConsumer(userType);
  const mode: DetailsMode = useMemo(() => ({ consumer, shipMethod }), [consumer, shipMethod]);
  const addresses = useDeliveryAddresses(consumer);
  const steps = checkoutSteps({
    userType,
    allowConsumerPickup: settings.allowConsumerPickup,
    allowConsumerDelivery: settings.allowConsumerDelivery,
    checkoutMessage: settings.checkoutMessage,
    isPunchout: isPunchout || settings.isPunchoutSession,
  });
  const [active, setActive] = useState<CheckoutStepId>(() => steps[0] ?? 'details');
  const index = stepIndex(steps, active);
  const headingRef = useStepFocus(index);

  const [edited, setEdited] = useState<DetailsForm | null>(null);
  const details = edited ?? initialDetails(cart.header, customer);
  const changeDetails = useCallback(
    (patch: Partial<DetailsForm>) => setEdited((prev) => ({ ...(prev ?? initialDetails(cart.header, customer)), ...patch })),
    [cart.header, customer],
  );
  const [payment, setPayment] = useState<PaymentForm>(EMPTY_PAYMENT);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const address = isConsumerDelivery(mode) ? (addresses.data?.find((a) => a.id === details.addressId) ?? null) : null;

  const go = (move: StepMove | null) => {
    if (!move) return;
    if (move.kind === 'leave') void navigate(move.to);
    else setActive(steps[move.index] ?? active);
  };
  const back = () => go(previousStep(steps, index));
  const next = () => go(nextStep(steps, index));

  const enterPayment = () => {
    // Billing starts as the delivery address (or the primary one for pickup).
    setPayment((p) => ({ ...p, billing: prefillBilling(p.billing, address ?? addresses.data?.[0] ?? null) }));
    next();
  };

  const send = async (estimate: CartEstimate, key: string) => {
    if (!consumer) return orderOutcome(await submitOrder({ estimatedTotal: estimate.total }, key));
    const body = cardRequest(payment, {
      orderTotal: estimate.total,
      deliveryAddressId: isConsumerDelivery(mode) ? details.addressId : null,
      email: user?.email ?? '',
    });
    return cardOutcome(await submitCard(body, key));
  };

  const placedOrder = (orderNumber: string, estimate: CartEstimate) => {
    setPayment(EMPTY_PAYMENT);
    onPlaced();
    if (!steps.includes('receipt')) {
      void navigate('/');
      return;
    }
    setPlaced({ orderNumber, total: estimate.total, deliveryDate: details.deliveryDate });
    setActive('receipt');
  };

  const content = (step: CheckoutStepId): ReactNode => {
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
            form={details}
            onChange={changeDetails}
            mode={mode}
            customer={customer}
            settings={settings}
            addresses={addresses}
            lineTotal={cart.totals.lineTotal}
            onBack={back}
            onDone={steps.includes('payment') ? enterPayment : next}
          />
        );
      case 'payment':
        return <PaymentStep form={payment} onChange={setPayment} cardSettings={settings.creditCardSettings} onBack={back} onDone={next} />;
      case 'confirm':
        return (
          <ConfirmStep
            cart={cart}
            consumer={consumer}
            hidePricing={settings.hidePricing}
            summary={orderSummary({ mode, form: details, customer, address, card: consumer ? payment.card : null })}
            send={send}
            onPlaced={placedOrder}
            onBack={back}
          />
        );
      case 'receipt':
        return placed ? (
          <ReceiptStep
            placed={placed}
            consumer={consumer}
            hidePricing={settings.hidePricing}
            canViewConfirmation={settings.canViewConfirmation}
            onContinue={() => go(nextStep(steps, index))}
          />
        ) : null;
    }
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 1.5, sm: 3 } }}>
      <Stepper activeStep={index} orientation="vertical" sx={{ '& .MuiStepContent-root': { pr: { xs: 0, sm: 2 } } }}>
        {steps.map((step, i) => (
          <Step key={step} completed={i < index || placed !== null}>
            <StepLabel>
              <Typography ref={headingRef(i)} component="h2" tabIndex={-1} sx={{ fontSize: 16, fontWeight: i === index ? 700 : 500, outlineOffset: 2 }}>
                {stepTitle(step, shipMethod, userType)}
              </Typography>
            </StepLabel>
            {/* No collapse animation: a step that closes above the next one would move its buttons under the buyer's pointer. */}
            <StepContent slotProps={{ transition: { unmountOnExit: true, timeout: 0 } }}>{i === index && content(step)}</StepContent>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
