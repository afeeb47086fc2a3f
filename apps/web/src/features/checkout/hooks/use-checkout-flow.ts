import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Cart, CartEstimate, SessionSettings } from '@storefront/contract';
import { useSession } from '../../../lib/session/use-session';
import { useDeliveryAddresses } from '../../../lib/addresses/get-addresses';
import { useFinishEditing } from '../../../lib/orders/order-edit-api';
import { useEditingOrder } from '../../../lib/api/order-edit-state';
import { EMPTY_PAYMENT, type PaymentForm } from '../../../components/payment/payment-form';
import { submitCard } from '../api/submit-card';
import { submitOrder } from '../api/submit-order';
import { isConsumer } from '../utils/checkout-steps';
import { initialDetails, isConsumerDelivery, type DetailsForm, type DetailsMode } from '../utils/delivery-details';
import { cardRequest, prefillBilling } from '../utils/payment-form';
import { cardOutcome, orderOutcome } from '../utils/submit-outcome';
import type { PlacedOrder } from '../components/ReceiptStep';
import { useCheckoutSteps } from './use-checkout-steps';

/** The checkout's state: the steps, the order details, the card (held here only, never stored), and the placed order. */
export function useCheckoutFlow(cart: Cart, settings: SessionSettings, onPlaced: () => void) {
  const { userType, customer, user, shipMethod } = useSession();
  const navigate = useNavigate();
  const consumer = isConsumer(userType);
  const mode: DetailsMode = useMemo(() => ({ consumer, shipMethod }), [consumer, shipMethod]);
  const addresses = useDeliveryAddresses(consumer);
  const stepper = useCheckoutSteps(settings);
  // Issue 32: Save of a placed order being edited (the same submit, on its edit cart).
  const editing = useEditingOrder();
  const finishEditing = useFinishEditing();
  const { steps, next, setActive } = stepper;

  const [edited, setEdited] = useState<DetailsForm | null>(null);
  const details = edited ?? initialDetails(cart.header, customer);
  const changeDetails = useCallback(
    (patch: Partial<DetailsForm>) =>
      setEdited((prev) => ({ ...(prev ?? initialDetails(cart.header, customer)), ...patch })),
    [cart.header, customer],
  );
  const [payment, setPayment] = useState<PaymentForm>(EMPTY_PAYMENT);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const address = isConsumerDelivery(mode) ? (addresses.data?.find((a) => a.id === details.addressId) ?? null) : null;

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
    const revised = editing !== null;
    if (revised) finishEditing();
    if (!steps.includes('receipt')) {
      void navigate('/');
      return;
    }
    setPlaced({
      orderNumber,
      total: estimate.total,
      deliveryDate: details.deliveryDate,
      isEstimate: cart.totals.isEstimate,
      revised,
    });
    setActive('receipt');
  };

  return {
    ...stepper,
    consumer,
    mode,
    addresses,
    details,
    changeDetails,
    payment,
    setPayment,
    placed,
    address,
    enterPayment,
    send,
    placedOrder,
  };
}

export type CheckoutFlowState = ReturnType<typeof useCheckoutFlow>;
