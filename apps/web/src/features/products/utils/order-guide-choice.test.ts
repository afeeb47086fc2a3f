import { describe, expect, it } from 'vitest';
import { chooseOrderGuide, type OrderGuideChoiceInput, orderGuideNames } from './order-guide-choice';

const base: OrderGuideChoiceInput = {
  og: '',
  canUseGuides: true,
  defaultToStandard: false,
  allProductsUsable: true,
  allProductsChosen: false,
};

describe('chooseOrderGuide', () => {
  it('shows all products when none is chosen, and the guide named in the URL', () => {
    expect(chooseOrderGuide(base)).toEqual({ og: '', offerAllProducts: true });
    expect(chooseOrderGuide({ ...base, og: 'Weekly' })).toEqual({ og: 'Weekly', offerAllProducts: true });
  });
  it('chooses Standard by default with defaultToStandardOrder, until the user picks All Products', () => {
    expect(chooseOrderGuide({ ...base, defaultToStandard: true })).toEqual({ og: 'Standard', offerAllProducts: true });
    expect(chooseOrderGuide({ ...base, defaultToStandard: true, og: 'Bar' })).toEqual({
      og: 'Bar',
      offerAllProducts: true,
    });
    expect(chooseOrderGuide({ ...base, defaultToStandard: true, allProductsChosen: true })).toEqual({
      og: '',
      offerAllProducts: true,
    });
  });
  it('forces Standard and hides All Products while the AllProducts entry is hidden or locked', () => {
    const locked = { ...base, allProductsUsable: false };
    expect(chooseOrderGuide(locked)).toEqual({ og: 'Standard', offerAllProducts: false });
    expect(chooseOrderGuide({ ...locked, allProductsChosen: true })).toEqual({
      og: 'Standard',
      offerAllProducts: false,
    });
    expect(chooseOrderGuide({ ...locked, og: 'Weekly' })).toEqual({ og: 'Weekly', offerAllProducts: false });
  });
  it('ignores guides for users without any (Public, consumers), whatever the URL or settings say', () => {
    const none = { ...base, canUseGuides: false, og: 'Weekly', defaultToStandard: true, allProductsUsable: false };
    expect(chooseOrderGuide(none)).toEqual({ og: '', offerAllProducts: true });
  });
});

describe('orderGuideNames', () => {
  it("lists the customer's guides and keeps a chosen name the list lacks", () => {
    expect(orderGuideNames(['Standard', 'Bar'], 'Bar')).toEqual(['Standard', 'Bar']);
    expect(orderGuideNames(['Standard', 'Bar'], '')).toEqual(['Standard', 'Bar']);
    expect(orderGuideNames([], 'Weekly')).toEqual(['Weekly']);
  });
});
