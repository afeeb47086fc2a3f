import { describe, expect, it } from 'vitest';
import type { CartLineError, CartWriteResult } from '@storefront/contract';
import { ApiError, NETWORK_FAILURE } from '../../../lib/api/api-client';
import { conflictMessage, describeWriteFailure, priceByChangeErrors } from './write-failure';

const lineError = (message: string, code: CartLineError['code'] = 'InvalidQuantity'): CartLineError => ({
  cartLineItem: { productKey: 14, unitOfMeasure: 'LB', orderQuantity: 7, unitOfMeasure_Prc: 'LB' },
  isSuccess: false,
  message,
  errors: [message],
  code,
});
const body = (errors: CartLineError[], message = ''): CartWriteResult => ({
  isSuccess: false,
  message,
  data: { productsAdded: 0, lines: [] },
  messages: [],
  errors,
});

describe('conflictMessage', () => {
  it('prefers the first error, then the message, then the default', () => {
    expect(conflictMessage(body([lineError('Invalid quantity of 7. Please enter a multiple of 5')], 'x'))).toBe(
      'Invalid quantity of 7. Please enter a multiple of 5',
    );
    expect(conflictMessage(body([], 'Cart is locked'))).toBe('Cart is locked');
    expect(conflictMessage(body([]))).toBe('An error occurred while performing this action.');
  });
});

describe('describeWriteFailure', () => {
  it('hands a 409 body to the caller', () => {
    const failure = describeWriteFailure(new ApiError('x', 409, body([lineError('No price')])));
    expect(failure.kind).toBe('conflict');
    expect(failure.message).toBe('No price');
  });
  it('words network failures and every other status', () => {
    expect(describeWriteFailure(new ApiError(NETWORK_FAILURE, 0)).message).toBe(
      'An error occurred while contacting the server. Failed to fetch',
    );
    expect(describeWriteFailure(new ApiError('Bad Request', 400)).message).toBe(
      'Request could not be completed at this time.',
    );
    expect(describeWriteFailure(new Error('boom')).message).toBe('Request could not be completed at this time.');
  });
  it('treats an unreadable 409 body as a refusal without details', () => {
    expect(describeWriteFailure(new ApiError('x', 409, 'nope')).message).toBe(
      'An error occurred while performing this action.',
    );
  });
});

describe('priceByChangeErrors', () => {
  it('keeps only the price-by conflicts', () => {
    const errors = [lineError('a'), lineError('b', 'PriceByChange')];
    expect(priceByChangeErrors(errors).map((e) => e.message)).toEqual(['b']);
  });
});
