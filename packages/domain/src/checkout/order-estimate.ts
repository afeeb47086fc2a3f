import { type Decimal, type DecimalInput, roundMoney, toDecimal } from '../units/decimal';
import { formatCurrency } from '../units/format';

/** One cart or order line: its extension in dollars (already at cents) and whether its product is taxable. */
export interface EstimateLine {
  extension: DecimalInput;
  taxable: boolean;
}

/** The ship-to's or zip zone's charges; amounts in dollars. */
export interface ChargeRules {
  /** Fraction: '0.055' is 5.5 %. */
  taxRate: DecimalInput;
  deliveryFee: DecimalInput;
  smallOrderThreshold: DecimalInput;
  smallOrderCharge: DecimalInput;
  /** The delivery fee applies to deliveries only (trade ship-tos and consumer delivery), never to pickup. */
  isDelivery: boolean;
}

export const DELIVERY_FEE_NAME = 'Delivery Fee';
export const SMALL_ORDER_CHARGE_NAME = 'Small Order Charge';

/** Spec 2 §3 cart estimate; every amount in dollars at cents. */
export interface OrderEstimate {
  lineTotal: Decimal;
  taxableAmount: Decimal;
  tax: Decimal;
  addOnCharges: Decimal;
  charges: { name: string; amount: Decimal }[];
  total: Decimal;
}

/**
 * lineTotal = sum of extensions; taxableAmount = sum of taxable extensions; tax = roundMoney(taxableAmount * taxRate) (half-up to cents);
 * charges: delivery fee when isDelivery and > 0; small-order charge when threshold > 0 and lineTotal < threshold and charge > 0;
 * no charges at all without lines (an empty cart costs nothing);
 * total = lineTotal + tax + addOnCharges. Charges are not taxed. Sums are kept at cents (a no-op for extensions at cents).
 */
export function estimateOrder(lines: readonly EstimateLine[], rules: ChargeRules): OrderEstimate {
  let lineTotal = toDecimal(0);
  let taxableAmount = toDecimal(0);
  for (const line of lines) {
    const extension = toDecimal(line.extension);
    lineTotal = lineTotal.plus(extension);
    if (line.taxable) taxableAmount = taxableAmount.plus(extension);
  }
  lineTotal = roundMoney(lineTotal);
  taxableAmount = roundMoney(taxableAmount);
  const tax = roundMoney(taxableAmount.times(toDecimal(rules.taxRate)));

  const charges: { name: string; amount: Decimal }[] = [];
  if (lines.length === 0)
    return { lineTotal, taxableAmount, tax, addOnCharges: toDecimal(0), charges, total: lineTotal.plus(tax) };
  const deliveryFee = roundMoney(rules.deliveryFee);
  if (rules.isDelivery && deliveryFee.gt(0)) charges.push({ name: DELIVERY_FEE_NAME, amount: deliveryFee });
  const threshold = toDecimal(rules.smallOrderThreshold);
  const smallOrderCharge = roundMoney(rules.smallOrderCharge);
  if (threshold.gt(0) && lineTotal.lt(threshold) && smallOrderCharge.gt(0)) {
    charges.push({ name: SMALL_ORDER_CHARGE_NAME, amount: smallOrderCharge });
  }
  const addOnCharges = charges.reduce((sum, charge) => sum.plus(charge.amount), toDecimal(0));

  return { lineTotal, taxableAmount, tax, addOnCharges, charges, total: lineTotal.plus(tax).plus(addOnCharges) };
}

/**
 * Spec 2 §8 texts, amounts by formatCurrency: ['Current Cart Line Total is $20.00.', 'Minimum order amount for this zip code is $35.00.']
 * when lineTotal < minimum (minimum > 0), else [].
 */
export function minimumOrderMessages(lineTotal: DecimalInput, minimum: DecimalInput): string[] {
  const min = toDecimal(minimum);
  if (!min.gt(0) || !toDecimal(lineTotal).lt(min)) return [];
  return [
    `Current Cart Line Total is ${formatCurrency(lineTotal)}.`,
    `Minimum order amount for this zip code is ${formatCurrency(min)}.`,
  ];
}
