const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Spec 3: dates read MM/dd/yyyy. '2026-11-23' -> '11/23/2026'; anything else is shown as given. */
export function usDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}

/**
 * A unit price as recorded ('4.080' at the price-by unit's 3 decimals), with '$' and en-US
 * grouping, at least 2 decimals and never rounded: formatCurrency would cut it to cents.
 */
export function unitPriceText(price: string): string {
  const match = DECIMAL_TEXT.exec(price.trim());
  if (!match) return price;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(whole + fraction);
  return `${sign && !isZero ? '-' : ''}$${grouped}.${fraction.padEnd(2, '0')}`;
}
