import { type Decimal, type DecimalInput, toDecimal } from './decimal';
import { type ProductUnits, stockConversionOf } from './product-units';
import { UnitMismatchError } from './unit-errors';

/** An amount in a named unit of measure. Values from the wire or a form may be numbers or strings. */
export interface Quantity<V extends DecimalInput = DecimalInput> {
  value: V;
  unit: string;
}

/** A quantity whose value is already a decimal; what the arithmetic here returns. */
export type DecimalQuantity = Quantity<Decimal>;

export function quantity(value: DecimalInput, unit: string): DecimalQuantity {
  return { value: toDecimal(value), unit };
}

/**
 * value * conv(from) / conv(to), not rounded, so chained conversions lose nothing;
 * round with roundQuantity only when showing or storing.
 */
export function convertQuantity(q: Quantity, toUnit: string, product: ProductUnits): DecimalQuantity {
  const value = toDecimal(q.value);
  if (q.unit === toUnit) return { value, unit: toUnit };
  const stockUnits = value.times(stockConversionOf(product, q.unit));
  return { value: stockUnits.div(stockConversionOf(product, toUnit)), unit: toUnit };
}

function sameUnit(a: Quantity, b: Quantity): string {
  if (a.unit !== b.unit) throw new UnitMismatchError(a.unit, b.unit);
  return a.unit;
}

export function addQuantities(a: Quantity, b: Quantity): DecimalQuantity {
  const unit = sameUnit(a, b);
  return { value: toDecimal(a.value).plus(toDecimal(b.value)), unit };
}

export function subtractQuantities(a: Quantity, b: Quantity): DecimalQuantity {
  const unit = sameUnit(a, b);
  return { value: toDecimal(a.value).minus(toDecimal(b.value)), unit };
}

/** -1, 0 or 1; comparing across units is the same mistake as adding across them. */
export function compareQuantities(a: Quantity, b: Quantity): number {
  sameUnit(a, b);
  return toDecimal(a.value).cmp(toDecimal(b.value));
}

/** Sum of quantities all in `unit`; an empty list sums to 0 of it. */
export function sumQuantities(quantities: readonly Quantity[], unit: string): DecimalQuantity {
  return quantities.reduce<DecimalQuantity>((total, q) => addQuantities(total, q), quantity(0, unit));
}
