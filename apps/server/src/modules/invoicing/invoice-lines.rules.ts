import {
  type Decimal,
  type DecimalInput,
  estimateOrder,
  formatPlain,
  formatQuantity,
  isPriceByUnit,
  isSellByUnit,
  isZero,
  lineExtension,
  MONEY_DECIMALS,
  type ProductUnits,
  roundMoney,
  roundQuantity,
  toDecimal,
  weightExtension,
} from '@storefront/domain';

/**
 * Invoicing an order line (issue 31), as arithmetic: what shipped, what it weighed and what it costs. No database
 * here: the invoicing service reads the order and the products, asks these rules line by line, and writes the answer.
 */

/** An order line as recorded at submit, as invoicing reads it. */
export interface OrderedLine {
  /** The line's number on the order (order_lines.sequence). */
  lineNumber: number;
  description: string;
  /** In `unit`, 2 decimals. */
  quantity: DecimalInput;
  unit: string;
  priceUnit: string;
  unitPrice: DecimalInput;
  priceDecimals: number;
  /** The extension recorded at submit (a catch-weight line's is its estimate). */
  extension: DecimalInput;
  isCatchWeight: boolean;
  /** A catch-weight line's estimated weight in `priceUnit`; null otherwise. */
  estimatedWeight: DecimalInput | null;
}

/** What the administrator (or the ERP) says shipped for one line; null when the line was left out of the request. */
export interface ShippedLine {
  shippedQuantity: DecimalInput;
  actualWeight?: DecimalInput | null | undefined;
}

/** The line as invoiced. */
export interface InvoicedLine {
  shippedQuantity: Decimal;
  /** A catch-weight line's weight on the dock (null when nothing shipped, or not catch weight). */
  actualWeight: Decimal | null;
  extension: Decimal;
}

export type LineResult = { ok: true; line: InvoicedLine } | { ok: false; message: string };

/** An actual weight more than this many times the estimate (scaled to what shipped), or less than its share, is a typo. */
export const WEIGHT_TOLERANCE_FACTOR = 3;
/** Without an estimate to compare with, no weight above this is believable. */
export const MAX_ACTUAL_WEIGHT = 100_000;

const refuse = (message: string): LineResult => ({ ok: false, message });
const nameOf = (line: OrderedLine) => `Line ${line.lineNumber} (${line.description})`;
/** A value with at most 2 decimals ('1.50' and 1.5 are; 1.505 is not). */
const hasTwoDecimals = (d: Decimal) => d.eq(roundQuantity(d));

/**
 * One line as invoiced. Left out of the request (`shipped` null): it shipped in full as ordered at its recorded
 * extension, unless it is catch weight, whose weight must be given. Otherwise: the shipped quantity is 0 to the
 * quantity ordered, 2 decimals; a catch-weight line that shipped has its actual weight (above 0, 2 decimals, within
 * WEIGHT_TOLERANCE_FACTOR of its estimate scaled to the quantity shipped) and costs weightExtension of it; another line
 * refuses a weight and costs lineExtension of the quantity shipped, in the product's units as they stand (`units`,
 * the substitute's when one ships); the quantity ordered of the product ordered keeps the recorded extension.
 * `units` undefined: the product is gone, so only the quantity ordered (or none) can be invoiced.
 */
export function invoiceLine(
  line: OrderedLine,
  shipped: ShippedLine | null,
  units: ProductUnits | undefined,
  substituted = false,
): LineResult {
  const ordered = toDecimal(line.quantity);
  if (shipped === null) {
    if (line.isCatchWeight)
      return refuse(`${nameOf(line)} is catch weight: give its shipped quantity and actual weight.`);
    if (!substituted)
      return {
        ok: true,
        line: { shippedQuantity: ordered, actualWeight: null, extension: roundMoney(line.extension) },
      };
  }
  const quantity = toDecimal(shipped?.shippedQuantity ?? ordered);
  if (quantity.lt(0) || !hasTwoDecimals(quantity))
    return refuse(`${nameOf(line)}: the shipped quantity must be 0 or more, with at most 2 decimals.`);
  if (quantity.gt(ordered))
    return refuse(
      `${nameOf(line)}: ${formatPlain(quantity)} ${line.unit} is more than the ${formatQuantity(ordered)} ${line.unit} ordered.`,
    );
  const weight = shipped?.actualWeight ?? null;
  if (!line.isCatchWeight) {
    if (weight !== null) return refuse(`${nameOf(line)} is not catch weight: it takes no actual weight.`);
    return extensionOf(line, quantity, ordered, units, substituted);
  }
  return weighed(line, quantity, ordered, weight === null ? null : toDecimal(weight));
}

function extensionOf(
  line: OrderedLine,
  quantity: Decimal,
  ordered: Decimal,
  units: ProductUnits | undefined,
  substituted: boolean,
): LineResult {
  const invoiced = (extension: Decimal): LineResult => ({
    ok: true,
    line: { shippedQuantity: quantity, actualWeight: null, extension },
  });
  if (isZero(quantity)) return invoiced(toDecimal(0));
  if (quantity.eq(ordered) && !substituted) return invoiced(roundMoney(line.extension));
  try {
    if (!units) throw new RangeError('no units');
    return invoiced(lineExtension({ value: quantity, unit: line.unit }, line.priceUnit, line.unitPrice, units));
  } catch {
    return refuse(
      `${nameOf(line)}: the product is no longer sold per ${line.unit} priced per ${line.priceUnit}, so only the quantity ordered can be invoiced.`,
    );
  }
}

function weighed(line: OrderedLine, quantity: Decimal, ordered: Decimal, weight: Decimal | null): LineResult {
  if (isZero(quantity)) {
    if (weight !== null && !isZero(weight))
      return refuse(`${nameOf(line)}: nothing shipped, so it has no actual weight.`);
    return { ok: true, line: { shippedQuantity: quantity, actualWeight: null, extension: toDecimal(0) } };
  }
  if (weight === null || !weight.gt(0) || !hasTwoDecimals(weight))
    return refuse(
      `${nameOf(line)} is catch weight: give the actual weight in ${line.priceUnit}, above 0 with at most 2 decimals.`,
    );
  const bounds = weightBounds(line, quantity, ordered);
  if (weight.gt(bounds.max) || weight.lt(bounds.min))
    return refuse(
      `${nameOf(line)}: ${formatQuantity(weight)} ${line.priceUnit} is not a believable weight for ${formatQuantity(quantity)} ${line.unit}` +
        (bounds.estimate
          ? ` (estimated ${formatQuantity(bounds.estimate)} ${line.priceUnit}; ${formatQuantity(bounds.min)} to ${formatQuantity(bounds.max)}).`
          : ` (at most ${formatQuantity(bounds.max)}).`),
    );
  return {
    ok: true,
    line: {
      shippedQuantity: quantity,
      actualWeight: weight,
      extension: weightExtension(weight, line.unitPrice, line.priceDecimals),
    },
  };
}

/** The weights believable for what shipped: within WEIGHT_TOLERANCE_FACTOR of the estimate scaled to it. */
export function weightBounds(
  line: Pick<OrderedLine, 'estimatedWeight'>,
  shipped: DecimalInput,
  ordered: DecimalInput,
): { estimate: Decimal | null; min: Decimal; max: Decimal } {
  const max = toDecimal(MAX_ACTUAL_WEIGHT);
  const o = toDecimal(ordered);
  if (line.estimatedWeight === null || !o.gt(0)) return { estimate: null, min: toDecimal(0.01), max };
  const estimate = toDecimal(line.estimatedWeight).times(toDecimal(shipped)).div(o);
  const factor = toDecimal(WEIGHT_TOLERANCE_FACTOR);
  const upper = roundQuantity(estimate.times(factor));
  return {
    estimate: roundQuantity(estimate),
    min: roundQuantity(estimate.div(factor)),
    max: upper.gt(max) ? max : upper,
  };
}

/**
 * The rate an order was taxed at. Orders do not record their rate, only the taxable amount and the tax; checkout took
 * the rate from the order's ship-to (trade), its delivery address's zip zone or the pickup setting (consumers). The
 * caller reads that rate as it stands now (`current`): when it still gives the tax recorded, it is the rate the order
 * was taxed at. Otherwise the rate changed since (or the order was imported untaxed) and the recorded tax over the
 * taxable amount is the best statement of it. With nothing taxable recorded, the current rate (or 0) is all there is.
 */
export function orderTaxRate(current: DecimalInput | null, taxableAmount: DecimalInput, tax: DecimalInput): Decimal {
  const taxable = toDecimal(taxableAmount);
  const recorded = roundMoney(tax);
  if (current !== null && roundMoney(taxable.times(toDecimal(current))).eq(recorded)) return toDecimal(current);
  if (taxable.gt(0)) return recorded.div(taxable);
  return toDecimal(current ?? 0);
}

export interface InvoiceTotals {
  lineTotal: Decimal;
  taxableAmount: Decimal;
  tax: Decimal;
  total: Decimal;
}

/**
 * The invoice's totals: its lines' invoiced extensions, the tax on the taxable ones at the order's rate (checkout's
 * estimateOrder, so the rounding is the same), and the add-on charges as recorded on the order (they do not follow
 * what shipped).
 */
export function invoiceTotals(
  lines: readonly { extension: DecimalInput; taxable: boolean }[],
  taxRate: DecimalInput,
  addOnCharges: DecimalInput,
): InvoiceTotals {
  const e = estimateOrder(lines, {
    taxRate,
    deliveryFee: 0,
    smallOrderThreshold: 0,
    smallOrderCharge: 0,
    isDelivery: false,
  });
  const charges = roundMoney(addOnCharges);
  return { lineTotal: e.lineTotal, taxableAmount: e.taxableAmount, tax: e.tax, total: e.total.plus(charges) };
}

/** Whether a substitute may ship at the order line's unit and price: it is sold by that unit and priced by that unit. */
export function shipsAtLineUnits(line: Pick<OrderedLine, 'unit' | 'priceUnit'>, substitute: ProductUnits): boolean {
  return isSellByUnit(substitute, line.unit) && isPriceByUnit(substitute, line.priceUnit);
}

/** An invoice number fits the A/R item's column. */
export const INVOICE_NUMBER_MAX = 20;

/**
 * 'IN' and the order number's digits, as the seeded ledger numbers its invoices: W0000012 is invoiced as IN0000012
 * (the order number itself when that will not do).
 */
export function defaultInvoiceNumber(orderNumber: string): string {
  const number = `IN${orderNumber.replace(/\D/g, '')}`;
  return number.length > 2 && number.length <= INVOICE_NUMBER_MAX ? number : orderNumber;
}

export const money = (d: DecimalInput) => roundMoney(d).toFixed(MONEY_DECIMALS);
