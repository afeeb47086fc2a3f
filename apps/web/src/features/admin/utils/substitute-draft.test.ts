import { describe, expect, it } from 'vitest';
import type { SubstituteListProduct } from '@storefront/contract';
import { added, isFull, moved, removed, sameList } from './substitute-draft';

const p = (code: string): SubstituteListProduct => ({
  productKey: Number(code),
  productCode: code,
  description: `Product ${code}`,
  isActive: true,
});
const codes = (draft: readonly SubstituteListProduct[]) => draft.map((x) => x.productCode);
const list = [p('150002'), p('170005'), p('150003')];

describe('the substitutes being edited on /admin', () => {
  it('moves an item up or down one place, and stays put at either end', () => {
    expect(codes(moved(list, 1, -1))).toEqual(['170005', '150002', '150003']);
    expect(codes(moved(list, 1, 1))).toEqual(['150002', '150003', '170005']);
    expect(moved(list, 0, -1)).toBe(list);
    expect(moved(list, 2, 1)).toBe(list);
  });

  it('removes an item', () => {
    expect(codes(removed(list, 0))).toEqual(['170005', '150003']);
  });

  it('adds an item last, but not the product itself, one already there, or an eleventh', () => {
    const of = { productCode: '150001' };
    const ok = added(list, p('150004'), of);
    expect(ok.ok && codes(ok.draft)).toEqual(['150002', '170005', '150003', '150004']);
    expect(added(list, p('150001'), of)).toEqual({ ok: false, problem: '150001 cannot be its own substitute' });
    expect(added(list, p('170005'), of)).toEqual({ ok: false, problem: 'Named more than once: 170005' });
    const ten = Array.from({ length: 10 }, (_, i) => p(String(200001 + i)));
    expect(isFull(ten)).toBe(true);
    expect(added(ten, p('150004'), of)).toEqual({
      ok: false,
      problem: 'A product names at most 10 substitutes; 11 were given',
    });
  });

  it('tells a changed list from the saved one by products and order', () => {
    expect(sameList(list, [...list])).toBe(true);
    expect(sameList(list, moved(list, 0, 1))).toBe(false);
  });
});
