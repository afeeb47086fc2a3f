import { type Decimal, toDecimal } from './decimal';
import { formatQuantity } from './format';
import { addQuantities, type DecimalQuantity, type Quantity } from './quantity';

/** Shown for a total of no quantities: zero of any unit is zero. */
const NOTHING = formatQuantity(0);

/**
 * Quantities summed per unit, never across units (DESIGN.md: arithmetic across two units
 * without converting is an error): 2 CS + 6 EA + 1 CS + 40 LB is 3 CS, 6 EA, 40 LB.
 * Units come in alphabetical order of their codes, so the same cart always reads the same
 * way whatever the order of its lines. Sums are exact; round when showing or storing.
 */
export function quantitiesByUnit(quantities: readonly Quantity[]): DecimalQuantity[] {
  const totals = new Map<string, DecimalQuantity>();
  for (const q of quantities) {
    const total = totals.get(q.unit);
    totals.set(q.unit, total ? addQuantities(total, q) : { value: toDecimal(q.value), unit: q.unit });
  }
  return [...totals.values()].sort((a, b) => (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
}

/**
 * A total people read: each unit's sum at a quantity's 2 decimals followed by its unit,
 * '12.00 CS, 6.00 EA, 40.50 LB'; '0.00' when there is nothing to total.
 */
export function formatQuantitiesByUnit(quantities: readonly Quantity[]): string {
  const totals = quantitiesByUnit(quantities);
  return totals.length === 0 ? NOTHING : totals.map((q) => `${formatQuantity(q.value)} ${q.unit}`).join(', ');
}

/**
 * The one number a per-unit total can honestly be: 0 for no quantities, the sum when they are
 * all in one unit, null when they are in several (a sum of cases and pounds means nothing).
 */
export function totalInOneUnit(quantities: readonly Quantity[]): Decimal | null {
  const totals = quantitiesByUnit(quantities);
  if (totals.length > 1) return null;
  return totals[0]?.value ?? toDecimal(0);
}
