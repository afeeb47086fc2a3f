import { MISSING_AMOUNT } from '@storefront/domain';

const DECIMAL_TEXT = /^(-?)(\d+)(\.\d+)?$/;

/**
 * A unit price as the server sent it ('4.080' at 3 decimals) with a '$' prefix and en-US
 * grouping. The decimals are the price-by unit's (spec 1 §9), so the text is never rounded
 * through a binary float; a missing price reads '-.--'.
 */
export function formatUnitPrice(price: string | null | undefined): string {
  const match = price ? DECIMAL_TEXT.exec(price.trim()) : null;
  if (!match) return MISSING_AMOUNT;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(whole + fraction.slice(1));
  return `${sign && !isZero ? '-' : ''}$${grouped}${fraction}`;
}

/** '$29.14 / CS'; just '-.--' when there is no price (a unit after '-.--' reads as a price). */
export function formatPricePerUnit(price: string | null | undefined, unit: string): string {
  const text = formatUnitPrice(price);
  return text === MISSING_AMOUNT ? text : `${text} / ${unit}`;
}
