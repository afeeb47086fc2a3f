import type { Cart } from '@storefront/contract';
import { MONEY_DECIMALS, QUANTITY_DECIMALS, toDecimal } from '@storefront/domain';

const minus = (total: string, amount: string, places: number) => toDecimal(total).minus(toDecimal(amount)).toFixed(places);

/**
 * The cart as it will be once a line is deleted (spec 1 §4: deleting updates the
 * local cart immediately). The line total and the case and item totals follow
 * from the line itself; the order quantity total is in stock units, which a
 * line does not carry, so it keeps its value until the reload that follows.
 */
export function withoutLine(cart: Cart, lineId: number): Cart {
  const line = cart.lines.find((l) => l.id === lineId);
  if (!line) return cart;
  const lines = cart.lines.filter((l) => l.id !== lineId);
  // null stays null while another line still lacks an extension; with none left the sum is exact again.
  const extensions = lines.flatMap((l) => (l.extension === null ? [] : [l.extension]));
  const lineTotal = extensions.length < lines.length ? null : extensions.reduce((sum, e) => sum.plus(toDecimal(e)), toDecimal(0)).toFixed(MONEY_DECIMALS);
  return {
    ...cart,
    lines,
    totals: {
      ...cart.totals,
      lineCount: lines.length,
      lineTotal,
      totalCaseQuantity: minus(cart.totals.totalCaseQuantity, line.caseQuantity, QUANTITY_DECIMALS),
      totalItemsQuantity: minus(cart.totals.totalItemsQuantity, line.quantity.value, QUANTITY_DECIMALS),
      ...(lines.length === 0 ? { totalOrderQuantity: toDecimal(0).toFixed(QUANTITY_DECIMALS) } : {}),
    },
  };
}

/** Spec 1 §4: clearing empties the local cart at once; the header (ship-to, P.O.) stays. */
export function emptied(cart: Cart): Cart {
  const zero = toDecimal(0).toFixed(QUANTITY_DECIMALS);
  return {
    ...cart,
    lines: [],
    messages: [],
    totals: {
      ...cart.totals,
      lineCount: 0,
      lineTotal: toDecimal(0).toFixed(MONEY_DECIMALS),
      totalCaseQuantity: zero,
      totalItemsQuantity: zero,
      totalOrderQuantity: zero,
    },
  };
}
