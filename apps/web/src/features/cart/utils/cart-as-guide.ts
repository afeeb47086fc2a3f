import type { CartLine, OrderGuideLinePayload } from '@storefront/contract';
import { toDecimal } from '@storefront/domain';

/**
 * Spec 2 §2 Save Order Guide: every cart line with its quantity and unit. A guide holds a
 * product once, so lines of one product in one unit add up and a later line in another
 * unit of a product already taken is left to the first.
 */
export function cartLinesAsGuide(lines: readonly CartLine[]): OrderGuideLinePayload[] {
  const byProduct = new Map<number, OrderGuideLinePayload>();
  for (const line of lines) {
    const taken = byProduct.get(line.productKey);
    if (!taken) {
      byProduct.set(line.productKey, {
        productKey: line.productKey,
        orderQuantity: line.quantity.value,
        unitOfMeasure: line.quantity.unit,
      });
    } else if (taken.unitOfMeasure === line.quantity.unit) {
      taken.orderQuantity = toDecimal(taken.orderQuantity).plus(line.quantity.value).toFixed(2);
    }
  }
  return [...byProduct.values()];
}

/** Spec 2 §2: where the success notification's Open action goes. */
export const savedGuideHref = (name: string) => `/products/#og=${encodeURIComponent(name)}`;
