import { formatProductCode } from '../catalogue/product-code';
import { type Decimal, type DecimalInput, roundMoney, roundPrice, roundQuantity, toDecimal } from './decimal';
import { formatCurrency, formatQuantity } from './format';
import { findSellBy, type ProductUnits } from './product-units';
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

/** 'Avg 28.00 LB / CS': a catch-weight product's average weight of one unit, as the catalogue shows it. */
export function averageWeightText(catchWeight: CatchWeight): string {
  return `Avg ${formatWeight(catchWeight.averageWeight, catchWeight.weightUnit)} / ${catchWeight.unitOfMeasure}`;
}

/** 'Estimated 56.00 LB': a catch-weight line's weight at the average weights. */
export function estimatedWeightText(weight: DecimalInput, unit: string): string {
  return `${ESTIMATED_LABEL} ${formatWeight(weight, unit)}`;
}

/** A money total's label: 'Estimated total' when it includes a catch-weight estimate, else the spec's label unchanged. */
export function totalLabel(label: string, isEstimate: boolean): string {
  return isEstimate ? ESTIMATED_TOTAL_LABEL : label;
}

/** '(estimated $237.72)', put beside an invoiced amount; null when there is no estimate or it is the amount. */
export function estimateNote(actual: DecimalInput, estimate: DecimalInput | null | undefined): string | null {
  if (estimate === null || estimate === undefined || toDecimal(estimate).eq(toDecimal(actual))) return null;
  return `(estimated ${formatCurrency(estimate)})`;
}

/** '$232.63 (estimated $237.72)': an invoiced amount beside the order's estimate; just the amount when they agree. */
export function amountWithEstimate(actual: DecimalInput, estimate: DecimalInput | null | undefined): string {
  const note = estimateNote(actual, estimate);
  return note === null ? formatCurrency(actual) : `${formatCurrency(actual)} ${note}`;
}

/** An order line as invoiced (an order answer's line): what was ordered and estimated, and what shipped. */
export interface InvoicedLine {
  /** Ordered, in `unit`. */
  quantity: DecimalInput;
  unit: string;
  priceUnit: string;
  /** The order's extension: a catch-weight line's estimate; null when not known. */
  extension: DecimalInput | null;
  /** Null until invoiced. */
  shippedQuantity: DecimalInput | null;
  /** A catch-weight line's weight on the dock, in priceUnit. */
  actualWeight: DecimalInput | null;
  invoicedExtension: DecimalInput | null;
  /** A substitute shipped in place of the product ordered. */
  shippedProduct: { productCode: string; description: string } | null;
}

/** 'Shipped instead: 150-002 Atlantic Salmon Fillet, Skinless'. */
export function shippedInsteadText(product: { productCode: string; description: string }): string {
  return `Shipped instead: ${formatProductCode(product.productCode)} ${product.description}`.trim();
}

/**
 * What an invoiced line shows beside the order: the quantity shipped ('Shipped 1.00 of 2.00 CS' when short), the
 * amount invoiced with the estimate ('Invoiced 27.40 LB · $232.63 (estimated $237.72)' for a catch-weight line) and
 * a substitute shipped. Without amounts (pricing hidden) a catch-weight line still shows its weight ('Invoiced
 * 27.40 LB'). Empty for a line not invoiced.
 */
export function invoicedLineNotes(line: InvoicedLine, withAmounts = true): string[] {
  if (line.shippedQuantity === null) return [];
  const shipped = toDecimal(line.shippedQuantity);
  const ordered = toDecimal(line.quantity);
  const notes: string[] = [];
  if (shipped.eq(0)) notes.push('Not shipped');
  else if (shipped.eq(ordered)) notes.push(`Shipped ${formatQuantity(shipped)} ${line.unit}`);
  else notes.push(`Shipped ${formatQuantity(shipped)} of ${formatQuantity(ordered)} ${line.unit}`);
  const weight = line.actualWeight === null ? null : formatWeight(line.actualWeight, line.priceUnit);
  const amount =
    withAmounts && line.invoicedExtension !== null ? amountWithEstimate(line.invoicedExtension, line.extension) : null;
  const invoiced = [weight, amount].filter((part) => part !== null);
  if (invoiced.length > 0) notes.push(`Invoiced ${invoiced.join(' · ')}`);
  if (line.shippedProduct) notes.push(shippedInsteadText(line.shippedProduct));
  return notes;
}
