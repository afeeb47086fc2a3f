import { describe, expect, it } from 'vitest';
import { parsePastedLines } from './paste-lines';
import { indexByCode, planPaste } from './paste-plan';
import { testProduct } from './test-products';

describe('parsePastedLines', () => {
  it('reads tab, comma and space separated lines with an optional unit', () => {
    const parsed = parsePastedLines('220001\t10\tlb\n180006, 2\n  140009   3   CS  \n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.lines).toEqual([
      { lineNumber: 1, code: '220001', quantity: '10', unit: 'LB' },
      { lineNumber: 2, code: '180006', quantity: '2', unit: null },
      { lineNumber: 3, code: '140009', quantity: '3', unit: 'CS' },
    ]);
  });
  it('skips blank lines and a header line, and reads grouped thousands in tab-separated text', () => {
    const parsed = parsePastedLines('Item Code\tQty\tUOM\r\n\r\n220001\t1,200\tLB\r\n"180006",".5"');
    expect(parsed.lines.map((l) => [l.lineNumber, l.code, l.quantity])).toEqual([
      [3, '220001', '1200'],
      [4, '180006', '.5'],
    ]);
  });
  it('reports each bad or missing quantity on its own line', () => {
    const parsed = parsePastedLines('220001 ten\n180006\n140009 -2\n150001 1.234\n\t4');
    expect(parsed.lines).toEqual([]);
    expect(parsed.problems.map((p) => p.message)).toEqual([
      'Line 1: "ten" is not a valid quantity for 220001',
      'Line 2: no quantity for 180006',
      'Line 3: "-2" is not a valid quantity for 140009',
      'Line 4: "1.234" is not a valid quantity for 150001',
      'Line 5: no product code',
    ]);
  });
});

describe('planPaste', () => {
  const beef = testProduct();
  const milk = testProduct({ productKey: 195, productCode: '180006', formattedProductCode: '18-0006', sellBys: [] });
  const index = indexByCode([beef, milk]);
  const find = (code: string) => index.get(code.trim().toUpperCase());

  it('fills rows by either code form, adds repeated lines of one unit, and reports the rest', () => {
    const { lines } = parsePastedLines('220001 5 LB\n22-0001 10\nzzz 1\n220001 1 CS\n180006 2\n220001 3 EA');
    const plan = planPaste(lines, find, () => 'CS');
    expect(plan.fills.map((f) => [f.product.productKey, f.quantity, f.unit])).toEqual([[14, '15', 'LB']]);
    expect(plan.problems.map((p) => p.message)).toEqual([
      'Line 3: unknown product code zzz',
      'Line 4: 220001 is already entered in LB on line 1',
      'Line 5: 180006: Product has no Sell By U/M',
      'Line 6: 220001 is not sold by EA (sold by CS, LB)',
    ]);
  });
  it("uses the row's current unit when a line names none", () => {
    const plan = planPaste(parsePastedLines('220001 2').lines, find, () => 'CS');
    expect(plan.fills[0]).toMatchObject({ quantity: '2', unit: 'CS' });
  });
});
