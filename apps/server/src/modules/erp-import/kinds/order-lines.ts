import type { NewOrderLine } from '../../orders/orders.repository';
import {
  type ChargeRules,
  estimateOrder,
  isPriceByUnit,
  isSellByUnit,
  lineExtension,
  MONEY_DECIMALS,
  priceDecimalsOf,
  stockConversionOf,
  toDecimal,
} from '@storefront/domain';
import type { RowProblem } from '../import-kind';
import type { ProductWithUnits } from '../../catalogue/product-units.repository';
import { type RecordedTotals, recordedTotals } from '../../orders/order-totals';

/** A line of an imported order as the file states it. */
export interface FileLine {
  line: number;
  unit: string;
  /** 2 decimals. */
  quantity: string;
  /** '' for the product's pricing unit. */
  priceUnit: string;
  unitPrice: string;
}

/** An order line's columns, recorded as checkout records them (an imported line has no product texts). */
export type RecordedLine = Omit<NewOrderLine, 'product_text1' | 'product_text2'>;

/** What the file states of a line: a stored line differing in any of these is rewritten. */
export const STATED_LINE_COLUMNS = ['product_key', 'unit', 'quantity', 'price_unit', 'unit_price'] as const;

/**
 * The line priced by the app's rules: the unit a sell-by unit, the price per a price-by unit in that unit's decimals,
 * the stock quantity and the extension (quantity in the price unit times the price, half-up to cents) as checkout
 * computes them.
 */
export function recordLine(
  file: FileLine,
  product: ProductWithUnits,
  taxable: boolean,
): { ok: true; line: RecordedLine } | { ok: false; problem: RowProblem & { value: string } } {
  const refuse = (column: string, reason: string, value: string) => ({
    ok: false as const,
    problem: { column, reason, value },
  });
  if (!isSellByUnit(product, file.unit))
    return refuse('unit', `${file.unit} is not a sell-by unit of ${product.productCode}`, file.unit);
  const priceUnit = file.priceUnit || product.pricingUM;
  if (!isPriceByUnit(product, priceUnit))
    return refuse('price_unit', `${priceUnit} is not a price-by unit of ${product.productCode}`, priceUnit);
  const decimals = priceDecimalsOf(product, priceUnit);
  if (!toDecimal(file.unitPrice).round(decimals).eq(file.unitPrice))
    return refuse(
      'unit_price',
      `${priceUnit} prices of ${product.productCode} have ${decimals} decimals`,
      file.unitPrice,
    );
  const quantity = { value: file.quantity, unit: file.unit };
  return {
    ok: true,
    line: {
      sequence: file.line,
      product_key: product.productKey,
      product_code: product.productCode,
      description: product.description,
      unit: file.unit,
      quantity: file.quantity,
      stock_quantity: toDecimal(file.quantity).times(stockConversionOf(product, file.unit)).toFixed(4),
      price_unit: priceUnit,
      unit_price: toDecimal(file.unitPrice).toFixed(decimals),
      price_decimals: decimals,
      extension: lineExtension(quantity, priceUnit, file.unitPrice, product).toFixed(MONEY_DECIMALS),
      is_taxable: taxable ? 1 : 0,
    },
  };
}

/** The file carries no tax or add-on charges: an imported order records none, its total is its lines'. */
const NO_CHARGES: ChargeRules = {
  taxRate: 0,
  deliveryFee: 0,
  smallOrderThreshold: 0,
  smallOrderCharge: 0,
  isDelivery: false,
};

/** The totals the order records, by checkout's estimate. */
export function importedTotals(lines: readonly RecordedLine[]): RecordedTotals {
  return recordedTotals(
    estimateOrder(
      lines.map((l) => ({ extension: l.extension, taxable: l.is_taxable === 1 })),
      NO_CHARGES,
    ),
  );
}
