import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-client';
import {
  cardOutcome,
  orderOutcome,
  PAYMENT_UNAVAILABLE_MESSAGE,
  submitFailureMessage,
  UNEXPECTED_ERROR_MESSAGE,
  UNSPECIFIED_REJECTION_MESSAGE,
} from './submit-outcome';

describe('orderOutcome', () => {
  it('places an accepted order', () => {
    expect(orderOutcome({ accepted: true, orderNumber: 'SO-1001', estimatedTotal: '99.60', messages: [] })).toEqual({
      kind: 'placed',
      orderNumber: 'SO-1001',
    });
  });

  it('shows the server messages, or the default when there are none', () => {
    expect(
      orderOutcome({
        accepted: false,
        orderNumber: '',
        estimatedTotal: '0.00',
        messages: ['The total changed to $101.20.'],
      }),
    ).toEqual({
      kind: 'refused',
      messages: ['The total changed to $101.20.'],
    });
    expect(orderOutcome({ accepted: false, orderNumber: '', estimatedTotal: '0.00', messages: [] })).toEqual({
      kind: 'refused',
      messages: [UNSPECIFIED_REJECTION_MESSAGE],
    });
  });
});

describe('cardOutcome', () => {
  it('places a paid order and shows a decline reason', () => {
    expect(cardOutcome({ isSuccess: true, orderNumber: 'SO-7', errorReason: '' })).toEqual({
      kind: 'placed',
      orderNumber: 'SO-7',
    });
    expect(cardOutcome({ isSuccess: false, orderNumber: '', errorReason: 'Card declined' })).toEqual({
      kind: 'refused',
      messages: ['Card declined'],
    });
  });
});

describe('submitFailureMessage', () => {
  it('shows the reason of a 409', () => {
    const err = new ApiError('Conflict', 409, { errorCode: 409, errorReason: 'The cart is empty.' });
    expect(submitFailureMessage(err, false)).toBe('The cart is empty.');
  });

  it('names the payment service for a card 502 and falls back to the unexpected-error text', () => {
    expect(submitFailureMessage(new ApiError('Bad Gateway', 502), true)).toBe(PAYMENT_UNAVAILABLE_MESSAGE);
    expect(submitFailureMessage(new ApiError('Bad Gateway', 502), false)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(submitFailureMessage(new ApiError('Failed to fetch', 0), true)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(submitFailureMessage(new ApiError('Conflict', 409, 'not json'), false)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(submitFailureMessage(new TypeError('x'), false)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
