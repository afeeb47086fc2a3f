import { describe, expect, it } from 'vitest';
import { checkoutSteps, nextStep, previousStep, stepTitle, type StepContext } from './checkout-steps';

const trade: StepContext = {
  userType: 'Customer',
  allowConsumerPickup: true,
  allowConsumerDelivery: true,
  checkoutMessage: null,
  isPunchout: false,
};
const consumer: StepContext = { ...trade, userType: 'Consumer' };

describe('checkoutSteps', () => {
  it('gives trade customers details, confirm and receipt', () => {
    expect(checkoutSteps(trade)).toEqual(['details', 'confirm', 'receipt']);
    expect(checkoutSteps({ ...trade, userType: 'Salesperson' })).toEqual(['details', 'confirm', 'receipt']);
  });

  it('asks consumers for the ship method only when both methods are allowed', () => {
    expect(checkoutSteps(consumer)).toEqual(['shipMethod', 'details', 'payment', 'confirm', 'receipt']);
    expect(checkoutSteps({ ...consumer, allowConsumerPickup: false })).toEqual([
      'details',
      'payment',
      'confirm',
      'receipt',
    ]);
    expect(checkoutSteps({ ...consumer, allowConsumerDelivery: false })).toEqual([
      'details',
      'payment',
      'confirm',
      'receipt',
    ]);
  });

  it('shows the message step only when a message is configured', () => {
    expect(checkoutSteps({ ...trade, checkoutMessage: 'Orders after 3 pm ship the next day.' })).toEqual([
      'message',
      'details',
      'confirm',
      'receipt',
    ]);
    expect(checkoutSteps({ ...trade, checkoutMessage: '   ' })).toEqual(['details', 'confirm', 'receipt']);
  });

  it('gives a punchout buyer only the review that transfers the cart: no details, payment, confirm or receipt', () => {
    expect(checkoutSteps({ ...trade, isPunchout: true })).toEqual(['transfer']);
    expect(checkoutSteps({ ...consumer, isPunchout: true })).toEqual(['transfer']);
    expect(checkoutSteps({ ...trade, isPunchout: true, checkoutMessage: 'Closed on Monday.' })).toEqual([
      'message',
      'transfer',
    ]);
    expect(previousStep(['transfer'], 0)).toEqual({ kind: 'leave', to: '/cart' });
  });
});

describe('stepTitle', () => {
  it('names the details step by the ship method for consumers', () => {
    expect(stepTitle('details', 'Pickup', 'Consumer')).toBe('Pickup Details');
    expect(stepTitle('details', 'Delivery', 'Consumer')).toBe('Delivery Details');
    expect(stepTitle('details', null, 'Customer')).toBe('Delivery Details');
    expect(stepTitle('payment', 'Pickup', 'Consumer')).toBe('Payment Information');
    expect(stepTitle('confirm', null, 'Customer')).toBe('Confirm Order');
    expect(stepTitle('transfer', null, 'Customer')).toBe('Review Cart');
  });
});

describe('step moves', () => {
  const steps = checkoutSteps(trade);
  it('goes back to /cart from the first step and nowhere from the receipt', () => {
    expect(previousStep(steps, 0)).toEqual({ kind: 'leave', to: '/cart' });
    expect(previousStep(steps, 1)).toEqual({ kind: 'step', index: 0 });
    expect(previousStep(steps, 2)).toBeNull();
  });

  it('goes home past the last step', () => {
    expect(nextStep(steps, 0)).toEqual({ kind: 'step', index: 1 });
    expect(nextStep(steps, 2)).toEqual({ kind: 'leave', to: '/' });
  });
});
