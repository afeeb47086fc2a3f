import { describe, expect, it } from 'vitest';
import { shortStockText, stockText } from './stock-text';

const lb = { uncommitted_Stk: 436.86, uncommitted_Alt: 54.6, stockUnit: 'LB', altUnit: 'CS' };

describe('stock text', () => {
  it('shows the buying unit with the stock unit beside it', () => {
    expect(stockText(lb)).toBe('54.6 CS (436.86 LB)');
    expect(shortStockText(lb)).toBe('54.6 CS');
  });
  it('uses the stock unit alone when there is no other, or less than one alternate unit', () => {
    expect(stockText({ uncommitted_Stk: 12, uncommitted_Alt: 12, stockUnit: 'CS', altUnit: 'CS' })).toBe('12 CS');
    expect(shortStockText({ uncommitted_Stk: 3, uncommitted_Alt: 0.5, stockUnit: 'EA', altUnit: 'CS' })).toBe('3 EA');
  });
  it('reads Out of stock at zero or when oversold', () => {
    expect(stockText({ ...lb, uncommitted_Stk: 0, uncommitted_Alt: 0 })).toBe('Out of stock');
    expect(shortStockText({ ...lb, uncommitted_Stk: -4, uncommitted_Alt: -0.5 })).toBe('Out of stock');
  });
});
