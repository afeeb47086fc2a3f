import { describe, expect, it } from 'vitest';
import { guideLineFor, standardGuideLines } from './guide-lines';

const cs = { unit: 'CS', multiple: 1 };
const ea = { unit: 'EA', multiple: 0 };
const six = { unit: 'EA', multiple: 6 };
const lb5 = { unit: 'LB', multiple: '5.0000' };

describe('guideLineFor', () => {
  it('takes one of the preferred unit when it is sold that way', () => {
    expect(guideLineFor(7, [cs, ea], 'EA')).toEqual({ productKey: 7, orderQuantity: 1, unitOfMeasure: 'EA' });
    expect(guideLineFor(7, [cs, ea])).toEqual({ productKey: 7, orderQuantity: 1, unitOfMeasure: 'CS' });
  });
  it('moves to a unit where 1 is a valid multiple, or orders one multiple', () => {
    // Soda sold by the case or in sixes: 1 EA would be refused, 1 CS is fine.
    expect(guideLineFor(8, [cs, six], 'EA')).toEqual({ productKey: 8, orderQuantity: 1, unitOfMeasure: 'CS' });
    expect(guideLineFor(8, [six], 'EA')).toEqual({ productKey: 8, orderQuantity: 6, unitOfMeasure: 'EA' });
    expect(guideLineFor(8, [lb5])).toEqual({ productKey: 8, orderQuantity: 5, unitOfMeasure: 'LB' });
  });
  it('ignores a preferred unit that is not a sell-by unit, and gives nothing without sell-by units', () => {
    expect(guideLineFor(9, [cs, ea], 'LB')).toEqual({ productKey: 9, orderQuantity: 1, unitOfMeasure: 'CS' });
    expect(guideLineFor(9, [], 'CS')).toBeNull();
  });
});

describe('standardGuideLines', () => {
  it('keeps each product once, in the order first bought, and skips products that cannot be sold', () => {
    const units: Record<number, (typeof cs)[]> = { 1: [cs, ea], 2: [cs], 3: [], 4: [six] };
    const lines = standardGuideLines(
      [
        { productKey: 2, unit: 'CS' },
        { productKey: 1, unit: 'EA' },
        { productKey: 2, unit: 'CS' },
        { productKey: 3, unit: 'CS' },
        { productKey: 4, unit: 'EA' },
        { productKey: 1, unit: 'CS' },
      ],
      (key) => units[key] ?? [],
    );
    expect(lines).toEqual([
      { productKey: 2, orderQuantity: 1, unitOfMeasure: 'CS' },
      { productKey: 1, orderQuantity: 1, unitOfMeasure: 'EA' },
      { productKey: 4, orderQuantity: 6, unitOfMeasure: 'EA' },
    ]);
  });
});
