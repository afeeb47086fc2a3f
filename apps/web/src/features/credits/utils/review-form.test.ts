import { describe, expect, it } from 'vitest';
import type { CreditRequestLine } from '@storefront/contract';
import { NEW_REVIEW, partLineProblem, reviewProblem, reviewRequest } from './review-form';

const line = (lineNumber: number): CreditRequestLine => ({
  lineNumber,
  productCode: 'P1',
  description: 'Napkins',
  outcome: 'damaged',
  outcomeLabel: 'Damaged',
  quantity: '2.00',
  unit: 'CS',
  amount: '49.80',
  note: '',
  approvedQuantity: null,
  approvedAmount: null,
  photos: [],
});
const lines = [line(1), line(3)];

describe('reviewing a credit request', () => {
  it('approves all as it is, and needs a note to reject', () => {
    expect(reviewProblem(lines, NEW_REVIEW)).toBeNull();
    expect(reviewRequest(lines, NEW_REVIEW)).toEqual({ decision: 'approve' });
    const reject = { ...NEW_REVIEW, decision: 'reject' as const };
    expect(reviewProblem(lines, reject)).toBe('Say why the request is rejected.');
    expect(reviewRequest(lines, { ...reject, note: ' Not our error ' })).toEqual({
      decision: 'reject',
      note: 'Not our error',
    });
  });

  it('approves part by quantity or amount, each at most what was claimed', () => {
    expect(partLineProblem(line(1), { by: 'quantity', value: '3' })).toBe('At most 2.00 CS was claimed.');
    expect(partLineProblem(line(1), { by: 'amount', value: '50' })).toBe('At most $49.80 was claimed.');
    expect(partLineProblem(line(1), { by: 'amount', value: '1.234' })).toBe('Give a number with at most 2 decimals.');
    expect(partLineProblem(line(1), { by: 'quantity', value: '' })).toBeNull();
    const partial = { ...NEW_REVIEW, decision: 'partial' as const };
    expect(reviewProblem(lines, partial)).toBe('Give the quantity or amount approved of at least one line.');
    expect(reviewProblem(lines, { ...partial, lines: { 1: { by: 'quantity', value: '0' } } })).toBe(
      'Give the quantity or amount approved of at least one line.',
    );
    expect(reviewProblem(lines, { ...partial, lines: { 1: { by: 'quantity', value: '9' } } })).toBe(
      'Correct the lines marked.',
    );
    const part = {
      ...partial,
      lines: { 1: { by: 'quantity' as const, value: '1' }, 3: { by: 'amount' as const, value: '10.50' } },
    };
    expect(reviewProblem(lines, part)).toBeNull();
    expect(reviewRequest(lines, part)).toEqual({
      decision: 'partial',
      lines: [
        { lineNumber: 1, approvedQuantity: '1' },
        { lineNumber: 3, approvedAmount: '10.50' },
      ],
    });
  });
});
