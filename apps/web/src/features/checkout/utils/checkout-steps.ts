import type { ShipMethod, UserType } from '@storefront/domain';

/** Spec 2 §2 checkout steps, in order; `transfer` ends a punchout checkout instead of confirm and receipt (issue 28). */
export type CheckoutStepId = 'shipMethod' | 'message' | 'details' | 'payment' | 'confirm' | 'receipt' | 'transfer';

export interface StepContext {
  userType: UserType;
  allowConsumerPickup: boolean;
  allowConsumerDelivery: boolean;
  checkoutMessage: string | null;
  isPunchout: boolean;
}

export const isConsumer = (userType: UserType): boolean => userType === 'Consumer';

/**
 * Spec 2 §2: Shipment Method for consumers allowed both methods; Message when one is
 * configured; Payment Information for consumers; no Receipt in punchout.
 *
 * A punchout cart goes back to the procurement system, which places the order (spec 2 §4): the buyer reviews the lines
 * and the estimate and transfers them. No delivery details (the procurement system's order carries its own, and the
 * server refuses a punchout's address calls), no payment, no receipt.
 */
export function checkoutSteps(ctx: StepContext): CheckoutStepId[] {
  const consumer = isConsumer(ctx.userType);
  const steps: CheckoutStepId[] = [];
  if (ctx.isPunchout) {
    if (ctx.checkoutMessage && ctx.checkoutMessage.trim() !== '') steps.push('message');
    steps.push('transfer');
    return steps;
  }
  if (consumer && ctx.allowConsumerPickup && ctx.allowConsumerDelivery) steps.push('shipMethod');
  if (ctx.checkoutMessage && ctx.checkoutMessage.trim() !== '') steps.push('message');
  steps.push('details');
  if (consumer) steps.push('payment');
  steps.push('confirm');
  if (!ctx.isPunchout) steps.push('receipt');
  return steps;
}

/** The step titles; details follow the ship method (consumers picking up see Pickup Details). */
export function stepTitle(step: CheckoutStepId, shipMethod: ShipMethod | null, userType: UserType): string {
  switch (step) {
    case 'shipMethod':
      return 'Shipment Method';
    case 'message':
      return 'Message';
    case 'details':
      return isConsumer(userType) && shipMethod === 'Pickup' ? 'Pickup Details' : 'Delivery Details';
    case 'payment':
      return 'Payment Information';
    case 'confirm':
      return 'Confirm Order';
    case 'receipt':
      return 'Receipt';
    case 'transfer':
      return 'Review Cart';
  }
}

/** Where a Back or Next goes: another step, or out of checkout (spec 2 §2). */
export type StepMove = { kind: 'step'; index: number } | { kind: 'leave'; to: '/cart' | '/' };

/** Back before the first step returns to /cart; the receipt has no way back (the order is placed). */
export function previousStep(steps: readonly CheckoutStepId[], index: number): StepMove | null {
  if (steps[index] === 'receipt') return null;
  return index <= 0 ? { kind: 'leave', to: '/cart' } : { kind: 'step', index: index - 1 };
}

/** Past the last step returns to /. */
export function nextStep(steps: readonly CheckoutStepId[], index: number): StepMove {
  return index >= steps.length - 1 ? { kind: 'leave', to: '/' } : { kind: 'step', index: index + 1 };
}

/** The index of a step, kept in range when the list changed under it (e.g. settings reloaded). */
export function stepIndex(steps: readonly CheckoutStepId[], step: CheckoutStepId): number {
  const i = steps.indexOf(step);
  return i >= 0 ? i : 0;
}
