import type { SubstituteOffer } from '@storefront/contract';
import { formatCurrency, formatQuantity, isZero, toDecimal } from '@storefront/domain';
import { linePriceText } from '../catalogue/price-text';

/** A difference in money with its sign: '+$4.20', '−$1.10' (a true minus sign), '$0.00'; '' when unknown. */
export function signedMoney(difference: string | null): string {
  if (difference === null) return '';
  const value = toDecimal(difference);
  if (isZero(value)) return formatCurrency(value.abs());
  return value.gt(0) ? `+${formatCurrency(value)}` : `\u2212${formatCurrency(value.abs())}`;
}

/**
 * What an offered substitute says on a line that cannot be filled (issue 31): the button naming it, what it would
 * order ('2.00 CS · $10.750 / LB · $215.00'), and the difference from the line ('−$21.40').
 */
export function substituteOfferText(offer: SubstituteOffer) {
  return {
    button: `Replace with ${offer.description}`,
    detail: `${formatQuantity(offer.quantity.value)} ${offer.quantity.unit} · ${linePriceText(offer.unitPrice)} · ${formatCurrency(offer.extension)}`,
    difference: signedMoney(offer.difference),
    /** Said of a suggestion from the customer's own history. */
    source: offer.source === 'history' ? 'You bought this before' : '',
  };
}
