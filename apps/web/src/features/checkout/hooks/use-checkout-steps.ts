import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionSettings } from '@storefront/contract';
import { useSession } from '../../../lib/session/use-session';
import {
  checkoutSteps,
  nextStep,
  previousStep,
  stepIndex,
  type CheckoutStepId,
  type StepMove,
} from '../utils/checkout-steps';

/** The steps this buyer's checkout has (spec 2 §2), the active one, and moving between them (or off the page). */
export function useCheckoutSteps(settings: SessionSettings) {
  const { userType, isPunchout } = useSession();
  const navigate = useNavigate();
  const steps = checkoutSteps({
    userType,
    allowConsumerPickup: settings.allowConsumerPickup,
    allowConsumerDelivery: settings.allowConsumerDelivery,
    checkoutMessage: settings.checkoutMessage,
    isPunchout: isPunchout || settings.isPunchoutSession,
  });
  const [active, setActive] = useState<CheckoutStepId>(() => steps[0] ?? 'details');
  const index = stepIndex(steps, active);

  const go = (move: StepMove | null) => {
    if (!move) return;
    if (move.kind === 'leave') void navigate(move.to);
    else setActive(steps[move.index] ?? active);
  };
  const back = () => go(previousStep(steps, index));
  const next = () => go(nextStep(steps, index));

  return { steps, index, back, next, setActive };
}
