import { formatFixedPricePer } from '@storefront/domain';

/**
 * A product history line's price per the unit it is priced by ('$2.950 / LB' for a case of cheese); '' without one.
 * The unit keeps its slash (a no-break space): a narrow cell breaks the text after the amount, never before the unit.
 */
export function linePriceText(line: { price: string | null; priceUnit: string }): string {
  return line.price === null ? '' : formatFixedPricePer(line.price, line.priceUnit).replace(' / ', ' /\u00a0');
}
