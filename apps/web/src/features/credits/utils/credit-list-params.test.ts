import { describe, expect, it } from 'vitest';
import { creditListQuery, pageCount, withFilter } from './credit-list-params';

describe('the /credits address', () => {
  it('reads the status, customer and page, leaving out what is not one', () => {
    expect(creditListQuery(new URLSearchParams('status=Partly approved&customer=12&page=3'))).toEqual({
      status: 'Partly approved',
      customerKey: 12,
      page: 3,
      pageSize: 20,
    });
    expect(creditListQuery(new URLSearchParams('status=Lost&customer=x&page=-1'))).toEqual({
      status: undefined,
      customerKey: undefined,
      page: 1,
      pageSize: 20,
    });
  });

  it('starts a changed filter at page 1, and page 1 is the plain address', () => {
    const params = new URLSearchParams('status=Open&page=4');
    expect(withFilter(params, 'customer', '7').toString()).toBe('status=Open&customer=7');
    expect(withFilter(params, 'status', '').toString()).toBe('');
    expect(withFilter(params, 'page', '2').toString()).toBe('status=Open&page=2');
    expect(withFilter(params, 'page', '1').toString()).toBe('status=Open');
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
