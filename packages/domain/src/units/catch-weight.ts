import { type Decimal, type DecimalInput, roundMoney, roundPrice, roundQuantity } from './decimal';
import { formatQuantity } from './format';
import { findSellBy, type ProductUnits, stockConversionOf } from './product-units';
import { convertQuantity, type Quantity } from './quantity';

/** Units a catch-weight product can be priced by. */
export const WEIGHT_UNITS: readonly string[] = ['LB', 'KG'];
/** Marks a catch-weight line's weight and extension, and a total that includes one. */
export const ESTIMATED_LABEL = 'Estimated';
export const ESTIMATED_TOTAL_LABEL = 'Estimated total';

/**
 * A catch-weight product on the wire: the average weight of one `unitOfMeasure` (its case, else its first
 * sell-by unit), in `weightUnit`, the unit it is priced by. '2/14 LB AVG' is { averageWeight: '28.00', weightUnit: 'LB' }.
 */
export interface CatchWeight {
  averageWeight: string;
  weightUnit: string;
  unitOfMeasure: string;
}

export const isWeightUnit = (unit: string): boolean => WEIGHT_UNITS.includes(unit);

/**
 * A product is catch weight when flagged so and priced by a weight unit: sold by the case (or each), priced per
 * pound, no two cases weighing the same. Its average weight is what its units already convert to: a 2/14 LB AVG
 * case stocked in LB converts to 28 LB. Null for every other product.
 */
export function catchWeightOf(product: ProductUnits): CatchWeight | null {
  if (!product.isCatchWeight || !isWeightUnit(product.pricingUM)) return null;
  const unit = findSellBy(product, 'CS') ?? product.sellBys[0];
  if (!unit) return null;
  return {
    averageWeight: estimatedWeight({ value: 1, unit: unit.unitOfMeasure }, product).toFixed(2),
    weightUnit: product.pricingUM,
    unitOfMeasure: unit.unitOfMeasure,
  };
}

/** A quantity's weight at the average weights, in the product's pricing (weight) unit, 2 decimals: 2 CS of 2/14 LB AVG is 56.00. */
export function estimatedWeight(q: Quantity, product: ProductUnits): Decimal {
  const weight = convertQuantity({ value: roundQuantity(q.value), unit: q.unit }, product.pricingUM, product);
  return roundQuantity(weight.value);
}

/**
 * What a weight costs at a price per weight unit, half-up to cents, as every extension: 27.4 LB at $8.49 / LB is
 * $232.63. The estimated extension of a catch-weight line is its lineExtension (quantity times the average weight
 * times the price); the invoiced one is this at the actual weight.
 */
export function weightExtension(weight: DecimalInput, unitPrice: DecimalInput, priceDecimals: number): Decimal {
  return roundMoney(roundQuantity(weight).times(roundPrice(unitPrice, priceDecimals)));
}

/** '27.40 LB'. */
export function formatWeight(weight: DecimalInput, unit: string): string {
  return `${formatQuantity(weight)} ${unit}`;
}
