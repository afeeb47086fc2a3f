import { describe, expect, it, vi } from 'vitest';
import { addedLinePriceBy } from '../../../lib/cart/price-by';
import { guideRows, outgoingLines, rowMultipleProblem, splitAddResult } from './quick-entry-lines';
import { QuickEntryStore } from './quick-entry-store';
import { testProduct } from './test-products';

const beef = testProduct();
const milk = testProduct({
  productKey: 195,
  productCode: '180006',
  pricingUM: 'CS',
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 4, isPricing: true },
    { unitOfMeasure: 'EA', sellByMultiple: 0, stockConversion: 1, isPricing: true },
  ],
  priceBys: [
    { unitOfMeasure: 'CS', stockConversion: 4, priceDecimals: 2 },
    { unitOfMeasure: 'EA', stockConversion: 1, priceDecimals: 2 },
  ],
});

describe('QuickEntryStore', () => {
  it('notifies only the edited row, and the summary only when a row starts or stops counting', () => {
    const store = new QuickEntryStore();
    const [row14, row195, summary] = [vi.fn(), vi.fn(), vi.fn()];
    store.subscribeRow(14, row14);
    store.subscribeRow(195, row195);
    store.subscribeSummary(summary);
    store.edit(14, { quantityText: '1' }, 'CS');
    store.edit(14, { quantityText: '12' }, 'CS');
    expect([row14.mock.calls.length, row195.mock.calls.length, summary.mock.calls.length]).toEqual([2, 0, 1]);
    expect(store.enteredCount()).toBe(1);
    store.edit(14, { quantityText: '' }, 'CS');
    expect([store.enteredCount(), summary.mock.calls.length]).toEqual([0, 2]);
  });
  it('keeps failed rows with their error, resets added ones to 0, and drops rows no longer shown', () => {
    const store = new QuickEntryStore();
    store.edit(14, { quantityText: '7', unit: 'LB' }, 'CS');
    store.edit(195, { quantityText: '2' }, 'CS');
    store.setErrors(new Map([[14, 'Invalid quantity of 7. Please enter a multiple of 5']]));
    store.resetQuantities([195]);
    expect(store.row(14)).toEqual({
      quantityText: '7',
      unit: 'LB',
      error: 'Invalid quantity of 7. Please enter a multiple of 5',
    });
    expect(store.row(195)).toEqual({ quantityText: '', unit: 'CS', error: null });
    store.edit(14, { quantityText: '10' }, 'CS');
    expect(store.row(14)?.error).toBeNull();
    store.retain(new Set([195]));
    expect([store.row(14), store.enteredCount()]).toEqual([undefined, 0]);
  });

  it("starts rows at the guide's quantities, which are not unsaved data until typed over, and keeps them after an add", () => {
    const store = new QuickEntryStore();
    store.edit(195, { quantityText: '5' }, 'CS');
    store.fillFromGuide(
      guideRows(
        [
          { productKey: 14, orderQuantity: 2.5, unitOfMeasure: 'LB', sequence: 1 },
          { productKey: 195, orderQuantity: 1, unitOfMeasure: 'CS', sequence: 2 },
          { productKey: 99, orderQuantity: 1, unitOfMeasure: 'CS', sequence: 3 },
        ],
        new Set([14, 195]),
      ),
    );
    expect(store.row(14)).toEqual({ quantityText: '2.5', unit: 'LB', error: null, fromGuide: true });
    // A row already typed in keeps what was typed.
    expect(store.row(195)?.quantityText).toBe('5');
    expect([store.enteredCount(), store.typedCount()]).toEqual([2, 1]);
    store.keepAdded([14, 195]);
    expect([store.row(195)?.quantityText, store.enteredCount(), store.typedCount()]).toEqual(['5', 2, 0]);
    store.edit(14, { quantityText: '3' }, 'LB');
    expect([store.row(14), store.typedCount()]).toEqual([{ quantityText: '3', unit: 'LB', error: null }, 1]);
  });
});

describe('quick entry lines', () => {
  it('sends nonzero rows with a valid unit, with 2-decimal quantities and the synced price-by', () => {
    const rows = new Map([
      [14, { quantityText: '10', unit: 'LB', error: null }],
      [195, { quantityText: '0', unit: 'CS', error: null }],
    ]);
    expect(outgoingLines([beef, milk], (k) => rows.get(k), true)).toEqual([
      { productKey: 14, unitOfMeasure: 'LB', orderQuantity: '10.00', unitOfMeasure_Prc: 'LB' },
    ]);
    rows.set(195, { quantityText: '3', unit: 'XX', error: null });
    expect(outgoingLines([milk], (k) => rows.get(k), true)).toEqual([]);
  });
  it('price-by follows a changed sell-by only with the sync flag', () => {
    expect(addedLinePriceBy(milk, 'EA', true)).toBe('EA');
    expect(addedLinePriceBy(milk, 'EA', false)).toBe('CS');
    expect(addedLinePriceBy(beef, 'CS', true)).toBe('LB');
  });
  it('words a bad multiple the quick entry way, unless the rounding flag rounds it', () => {
    const row = { quantityText: '7', unit: 'LB', error: null };
    expect(rowMultipleProblem(beef, row, 'None')).toBe('Enter a multiple of 5');
    expect(rowMultipleProblem(beef, row, 'AutoRoundUp')).toBeNull();
    expect(rowMultipleProblem(beef, { ...row, quantityText: '10' }, 'None')).toBeNull();
  });
  it('splits an answer into added and refused products', () => {
    const sent = outgoingLines([beef, milk], () => ({ quantityText: '5', unit: 'CS', error: null }), false);
    const refused = { ...sent[0]! };
    const outcome = splitAddResult(sent, {
      errors: [{ cartLineItem: refused, isSuccess: false, message: 'No price', errors: ['No price'], code: 'NoPrice' }],
    });
    expect(outcome.added).toEqual([195]);
    expect([...outcome.failed]).toEqual([[14, 'No price']]);
  });
});
