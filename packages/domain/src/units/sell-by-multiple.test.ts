import { describe, expect, it } from 'vitest';
import { GLOVES, SODA } from './product.fixtures';
import {
  invalidMultipleMessage,
  isValidMultiple,
  multipleProblem,
  quickEntryMultipleMessage,
  sellByMultipleOf,
} from './sell-by-multiple';

describe('sell-by multiples', () => {
  it('reads the multiple of a unit; 0 means none', () => {
    expect(sellByMultipleOf(SODA, 'EA')?.toFixed()).toBe('6');
    expect(sellByMultipleOf(SODA, 'CS')).toBeNull();
    expect(sellByMultipleOf(GLOVES, 'EA')?.toFixed()).toBe('1');
  });
  it('accepts multiples, zero, and anything when no multiple applies', () => {
    expect(isValidMultiple(12, 6)).toBe(true);
    expect(isValidMultiple(0, 6)).toBe(true);
    expect(isValidMultiple(7, 0)).toBe(true);
    expect(isValidMultiple(7, null)).toBe(true);
    expect(isValidMultiple('1.5', '0.5')).toBe(true);
  });
  it('refuses non-multiples, including 1.5 for a multiple of 1', () => {
    expect(isValidMultiple(7, 6)).toBe(false);
    expect(isValidMultiple('1.5', 1)).toBe(false);
  });
  it('words the refusal as the spec does', () => {
    expect(invalidMultipleMessage(7, 6)).toBe('Invalid quantity of 7. Please enter a multiple of 6');
    expect(invalidMultipleMessage('1.50', 1)).toBe('Invalid quantity of 1.5. Please enter a multiple of 1');
    expect(quickEntryMultipleMessage('6.00')).toBe('Enter a multiple of 6');
  });
  it('picks the message for the context, or null when valid', () => {
    expect(multipleProblem(7, 6)).toBe('Invalid quantity of 7. Please enter a multiple of 6');
    expect(multipleProblem(7, 6, 'quickEntry')).toBe('Enter a multiple of 6');
    expect(multipleProblem(12, 6, 'quickEntry')).toBeNull();
  });
});
