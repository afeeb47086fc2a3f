import {
  type DecimalInput,
  isNegative,
  isZero,
  MONEY_DECIMALS,
  QUANTITY_DECIMALS,
  roundHalfUp,
  toDecimal,
} from './decimal';

/** Spec 2 §9: shown in place of an amount that is missing. */
export const MISSING_AMOUNT = '-.--';

/** en-US thousands grouping on a fixed-point string, done on text so no float is involved. */
function groupThousands(fixed: string): string {
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * An amount in dollars at `decimals` places, half-up, en-US grouping: '$1,234.50' at 2,
 * '$16.661' at 3, '-$3.00'; '-.--' when there is no amount. Unit prices use the decimals
 * of the unit they are quoted in (spec 1 §9), money uses cents.
 */
export function formatPrice(value: DecimalInput | null | undefined, decimals: number): string {
  if (value === null || value === undefined || value === '') return MISSING_AMOUNT;
  const rounded = roundHalfUp(value, decimals);
  const text = `$${groupThousands(rounded.abs().toFixed(decimals))}`;
  return isNegative(rounded) && !isZero(rounded) ? `-${text}` : text;
}

/** '$1,234.50', '-$3.00', or '-.--' when there is no amount. */
export function formatCurrency(value: DecimalInput | null | undefined): string {
  return formatPrice(value, MONEY_DECIMALS);
}

/** Spec 1 §9: quantities with 2 decimals, no grouping so the text can go back into an input. */
export function formatQuantity(value: DecimalInput): string {
  const q = roundHalfUp(value, QUANTITY_DECIMALS);
  return (isZero(q) ? q.abs() : q).toFixed(QUANTITY_DECIMALS);
}

/** A number as people write it in a message: 7, 1.5, 0.25 (no trailing zeros, no exponent). */
export function formatPlain(value: DecimalInput): string {
  return toDecimal(value).toFixed();
}
