import { describe, expect, it } from 'vitest';
import type { CartLine } from '@storefront/contract';
import { noSubstitutesUpdate } from './no-substitutes';

const line = {
  id: 7,
  productKey: 150001,
  quantity: { value: '2.00', unit: 'CS' },
  unitPrice: { factor: '9.850', from: 'LB', to: '$' },
  isOverridePrice: false,
} as CartLine;

describe("'No substitutes for this line'", () => {
  it('restates the line as it stands with the flag, so only the flag changes', () => {
    expect(noSubstitutesUpdate(line, true)).toEqual({
      id: 7,
      line: {
        productKey: 150001,
        unitOfMeasure: 'CS',
        orderQuantity: '2.00',
        unitOfMeasure_Prc: 'LB',
        noSubstitutes: true,
      },
    });
  });
  it("keeps a line's price override, which the server would otherwise read as a change", () => {
    expect(noSubstitutesUpdate({ ...line, isOverridePrice: true }, false).line).toMatchObject({
      overridePrice: '9.850',
      noSubstitutes: false,
    });
  });
});
