import type { Cart } from '@storefront/contract';
import { MONEY_DECIMALS, QUANTITY_DECIMALS, quantitiesByUnit, toDecimal, totalInOneUnit } from '@storefront/domain';

const minus = (total: string, amount: string, places: number) =>
  toDecimal(total).minus(toDecimal(amount)).toFixed(places);

/**
 * The order quantity totals of these lines, as the server computes them: per sell-by unit,
 * from the lines it could price (a line whose units no longer convert is left out there too).
 */
function orderQuantityTotals(
  lines: Cart['lines'],
): Pick<Cart['totals'], 'totalOrderQuantityByUnit' | 'totalOrderQuantity'> {
  const byUnit = quantitiesByUnit(lines.flatMap((l) => (l.extension === null ? [] : [l.quantity])));
  return {
    totalOrderQuantityByUnit: byUnit.map((q) => ({ value: q.value.toFixed(QUANTITY_DECIMALS), unit: q.unit })),
    totalOrderQuantity: totalInOneUnit(byUnit)?.toFixed(QUANTITY_DECIMALS) ?? null,
  };
}

const NO_ITEMS: Pick<Cart['totals'], 'totalItemsQuantityByUnit' | 'totalItemsQuantity'> = {
  totalItemsQuantityByUnit: [],
  totalItemsQuantity: toDecimal(0).toFixed(QUANTITY_DECIMALS),
};

/**
 * The cart as it will be once a line is deleted (spec 1 §4: deleting updates the
 * local cart immediately). The line total and the case and order quantity totals
 * follow from the lines themselves; the items total is in the products' stock units,
 * which a line does not carry, so it keeps its value until the reload that follows.
 */
export function withoutLine(cart: Cart, lineId: number): Cart {
  const line = cart.lines.find((l) => l.id === lineId);
  if (!line) return cart;
  const lines = cart.lines.filter((l) => l.id !== lineId);
  // null stays null while another line still lacks an extension; with none left the sum is exact again.
  const extensions = lines.flatMap((l) => (l.extension === null ? [] : [l.extension]));
  const lineTotal =
    extensions.length < lines.length
      ? null
      : extensions.reduce((sum, e) => sum.plus(toDecimal(e)), toDecimal(0)).toFixed(MONEY_DECIMALS);
  return {
    ...cart,
    lines,
    totals: {
      ...cart.totals,
      lineCount: lines.length,
      lineTotal,
      isEstimate: lines.some((l) => l.catchWeight !== null),
      totalCaseQuantity: minus(cart.totals.totalCaseQuantity, line.caseQuantity, QUANTITY_DECIMALS),
      ...orderQuantityTotals(lines),
      ...(lines.length === 0 ? NO_ITEMS : {}),
    },
  };
}

/** Spec 1 §4: clearing empties the local cart at once; the header (ship-to, P.O.) stays. */
export function emptied(cart: Cart): Cart {
  return {
    ...cart,
    lines: [],
    messages: [],
    totals: {
      ...cart.totals,
      lineCount: 0,
      lineTotal: toDecimal(0).toFixed(MONEY_DECIMALS),
      isEstimate: false,
      totalCaseQuantity: toDecimal(0).toFixed(QUANTITY_DECIMALS),
      ...orderQuantityTotals([]),
      ...NO_ITEMS,
    },
  };
}
