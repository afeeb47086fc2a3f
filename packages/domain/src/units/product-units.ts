import { type Decimal, type DecimalInput, DEFAULT_PRICE_DECIMALS, roundConversion } from './decimal';
import { UnknownUnitError } from './unit-errors';

/** Spec 1 §3. stockConversion is stock units in one of this unit (the stock unit has 1). */
export interface SellBy {
  unitOfMeasure: string;
  /** 0 means no multiple; any value above 0 must divide the quantity. */
  sellByMultiple: DecimalInput;
  stockConversion: DecimalInput;
  isPricing: boolean;
}

export interface PriceBy {
  unitOfMeasure: string;
  stockConversion: DecimalInput;
  /** Decimals a unit price in this unit carries; missing means 4. */
  priceDecimals?: number | null;
}

export interface DefaultQuantity {
  orderQuantity: DecimalInput;
  unitOfMeasure: string;
}

/** The unit-of-measure part of a product, all these rules need. */
export interface ProductUnits {
  /** The product's pricing unit, a price-by unit name. */
  pricingUM: string;
  sellBys: readonly SellBy[];
  priceBys: readonly PriceBy[];
  defaultQuantity?: DefaultQuantity | null;
  /** Sold by the case, priced by weight, invoiced at the weight shipped (see catch-weight.ts). */
  isCatchWeight?: boolean;
}

/** Spec 1 §5: the add dialog refuses such products. */
export const NO_SELL_BY_MESSAGE = 'Product has no Sell By U/M';

export function findSellBy(product: ProductUnits, unit: string): SellBy | undefined {
  return product.sellBys.find((s) => s.unitOfMeasure === unit);
}

export function findPriceBy(product: ProductUnits, unit: string): PriceBy | undefined {
  return product.priceBys.find((p) => p.unitOfMeasure === unit);
}

export function isSellByUnit(product: ProductUnits, unit: string): boolean {
  return findSellBy(product, unit) !== undefined;
}

export function isPriceByUnit(product: ProductUnits, unit: string): boolean {
  return findPriceBy(product, unit) !== undefined;
}

export function hasSellBy(product: ProductUnits): boolean {
  return product.sellBys.length > 0;
}

/** The refusal message for a product that cannot be sold, else null. */
export function sellByProblem(product: ProductUnits): string | null {
  return hasSellBy(product) ? null : NO_SELL_BY_MESSAGE;
}

/**
 * Stock units in one `unit`, from the sell-by of that name, else the price-by of that name
 * (both describe the same physical unit, so either is right). Rounded to 4 decimals.
 */
export function stockConversionOf(product: ProductUnits, unit: string): Decimal {
  const source = findSellBy(product, unit) ?? findPriceBy(product, unit);
  if (!source) throw new UnknownUnitError(unit);
  const conversion = roundConversion(source.stockConversion);
  if (conversion.lte(0)) {
    throw new RangeError(`Unit ${unit} has a stock conversion of ${conversion.toFixed()}; it must be above 0`);
  }
  return conversion;
}

/** Price decimals of a price-by unit; 4 when the unit or its setting is missing. */
export function priceDecimalsOf(product: ProductUnits, unit: string): number {
  return findPriceBy(product, unit)?.priceDecimals ?? DEFAULT_PRICE_DECIMALS;
}

/** The unit a new line starts in: the default quantity's unit, the pricing sell-by, the first. */
export function defaultSellByUnit(product: ProductUnits): string | null {
  const preferred = product.defaultQuantity?.unitOfMeasure;
  if (preferred && isSellByUnit(product, preferred)) return preferred;
  return (product.sellBys.find((s) => s.isPricing) ?? product.sellBys[0])?.unitOfMeasure ?? null;
}
