import { type DecimalInput, MONEY_DECIMALS, roundQuantity, toDecimal } from './decimal';
import { catchWeightOf, ESTIMATED_LABEL } from './catch-weight';
import { lineExtension } from './extension';
import { formatCurrency, formatPrice, formatQuantity, MISSING_AMOUNT } from './format';
import { isPriceByUnit, priceDecimalsOf, type ProductUnits } from './product-units';
import { convertQuantity, type Quantity } from './quantity';

/**
 * Decimals of a price quoted per `unit` (spec 1 §9): a price-by unit's own priceDecimals; a unit
 * that is only sold (its price restated from the pricing unit, e.g. a catch-weight case) is money
 * a buyer pays per piece, so it reads in cents: 40 LB at $2.049 is $81.96 / CS, not $81.960.
 */
export function quotedPriceDecimals(product: ProductUnits, unit: string): number {
  return isPriceByUnit(product, unit) ? priceDecimalsOf(product, unit) : MONEY_DECIMALS;
}

/** '$16.661 / LB' at the given decimals; just '-.--' when there is no price (a unit after '-.--' reads as a price). */
export function formatPricePer(price: DecimalInput | null | undefined, unit: string, decimals: number): string {
  const text = formatPrice(price, decimals);
  return text === MISSING_AMOUNT ? text : `${text} / ${unit}`;
}

/** A line's figures: what it is sold in, how much of the price unit that is, and its price. */
export interface PriceConversionParts {
  sellUnit: string;
  /** The line's quantity converted to the price unit, unrounded. */
  priceQuantity: DecimalInput;
  priceUnit: string;
  unitPrice: DecimalInput;
  priceDecimals: number;
  /** The line's extension in dollars; null when unknown. */
  extension: DecimalInput | null;
  /** A catch-weight line: its weight and extension are estimates, marked 'Estimated' rather than '≈'. */
  estimated?: boolean;
}

/**
 * The arithmetic of a line sold in one unit and priced in another, so a buyer can check it:
 * '≈ 24.00 LB × $16.661 / LB = $399.86' for 2 CS of 12 LB. The converted quantity is shown at
 * 2 decimals and marked '≈' (the extension multiplies the unrounded one, and a case's weight
 * is nominal). Null when the line is sold and priced in the same unit: there is nothing to check.
 */
export function priceConversionText(p: PriceConversionParts): string | null {
  if (p.sellUnit === p.priceUnit) return null;
  const price = formatPricePer(p.unitPrice, p.priceUnit, p.priceDecimals);
  const mark = p.estimated ? `${ESTIMATED_LABEL}:` : '≈';
  return `${mark} ${formatQuantity(p.priceQuantity)} ${p.priceUnit} × ${price} = ${formatCurrency(p.extension)}`;
}

/** A cart line's conversion: quantity times its priceConversion factor (price units in one sell unit, 4 decimals). */
export function cartLineConversionText(line: {
  quantity: { value: DecimalInput; unit: string };
  unitPrice: { factor: string; from: string };
  priceConversion: { factor: DecimalInput };
  extension: DecimalInput | null;
  /** Present on catch-weight lines. */
  catchWeight?: unknown;
}): string | null {
  return priceConversionText({
    sellUnit: line.quantity.unit,
    priceQuantity: toDecimal(line.quantity.value).times(toDecimal(line.priceConversion.factor)),
    priceUnit: line.unitPrice.from,
    unitPrice: line.unitPrice.factor,
    priceDecimals: decimalsOfText(line.unitPrice.factor),
    extension: line.extension,
    estimated: line.catchWeight !== undefined && line.catchWeight !== null,
  });
}

/** The decimals a price string from the server carries ('16.661' has 3): the server fixes them to the price unit's. */
export function decimalsOfText(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/**
 * A unit price already fixed to its unit's decimals (a cart line, a recorded order line: '2.950' per LB)
 * as every page and document prints it: '$2.950 / LB', never cut to cents.
 */
export function formatFixedPricePer(price: string, unit: string): string {
  return formatPricePer(price, unit, decimalsOfText(price));
}

/** The same text from a product's units, for screens that know the product rather than a cart line (the dialog, quick entry). */
export function productConversionText(
  q: Quantity,
  priceUnit: string,
  unitPrice: DecimalInput,
  product: ProductUnits,
): string | null {
  if (q.unit === priceUnit) return null;
  return priceConversionText({
    sellUnit: q.unit,
    priceQuantity: convertQuantity({ value: roundQuantity(q.value), unit: q.unit }, priceUnit, product).value,
    priceUnit,
    unitPrice,
    priceDecimals: quotedPriceDecimals(product, priceUnit),
    extension: lineExtension(q, priceUnit, unitPrice, product),
    estimated: catchWeightOf(product) !== null,
  });
}
