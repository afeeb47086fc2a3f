import type { CartLine, CartLinePayload } from '@storefront/contract';

/**
 * The line update that sets or clears 'No substitutes for this line' (issue 31): the line restated as it stands (units,
 * quantity, its override if it has one), so the server changes the flag alone, even on a line that can no longer be
 * ordered.
 */
export function noSubstitutesUpdate(line: CartLine, noSubstitutes: boolean): { id: number; line: CartLinePayload } {
  return {
    id: line.id,
    line: {
      productKey: line.productKey,
      unitOfMeasure: line.quantity.unit,
      orderQuantity: line.quantity.value,
      unitOfMeasure_Prc: line.unitPrice.from,
      ...(line.isOverridePrice ? { overridePrice: line.unitPrice.factor } : {}),
      noSubstitutes,
    },
  };
}
