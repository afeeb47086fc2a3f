import { describe, expect, it } from 'vitest';
import { formatUsDate } from './us-date';

describe('formatUsDate', () => {
  it('writes ISO dates as MM/dd/yyyy', () => {
    expect(formatUsDate('2026-03-07')).toBe('03/07/2026');
    expect(formatUsDate(null)).toBe('');
    expect(formatUsDate('7 March')).toBe('');
  });
});
