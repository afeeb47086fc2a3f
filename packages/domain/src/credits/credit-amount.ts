import { type Decimal, type DecimalInput, QUANTITY_DECIMALS, roundMoney, toDecimal } from '../units/decimal';

/**
 * The credit for `claimed` of a line's shipped quantity, at the invoiced price: the line's invoiced amount (what was
 * charged for all it shipped, a catch-weight line at its actual weight) shared pro rata, rounded half-up to cents.
 * Shipped 4 CS invoiced at 99.60, 1 CS claimed: 24.90. Nothing shipped: 0.
 */
export function creditLineAmount(
  invoicedAmount: DecimalInput,
  shippedQuantity: DecimalInput,
  claimed: DecimalInput,
): Decimal {
  const shipped = toDecimal(shippedQuantity);
  if (shipped.lte(0)) return toDecimal(0);
  return roundMoney(toDecimal(invoicedAmount).times(claimed).div(shipped));
}

/**
 * What is wrong with a claimed quantity of a line that shipped `shippedQuantity` (in the line's unit), or null: above
 * 0, at most 2 decimals, at most what shipped ('Line 2 (Napkins): at most 2.00 CS shipped.').
 */
export function claimQuantityProblem(
  claimed: DecimalInput,
  shippedQuantity: DecimalInput,
  line: { name: string; unit: string },
): string | null {
  const q = toDecimal(claimed);
  const shipped = toDecimal(shippedQuantity);
  if (q.lte(0) || q.round(QUANTITY_DECIMALS).cmp(q) !== 0)
    return `${line.name}: give a quantity above 0 with at most 2 decimals.`;
  if (q.gt(shipped)) return `${line.name}: at most ${shipped.toFixed(QUANTITY_DECIMALS)} ${line.unit} shipped.`;
  return null;
}
