import { type Decimal, floor, formatPlain, toDecimal } from '@storefront/domain';

/** The uncommitted answer's figures this reads: stock in the stock unit (the alternate figure is recomputed per sell unit). */
interface StockFigures {
  uncommitted_Stk: number;
  stockUnit: string;
}

/** The product's units the text needs: what it is sold in and what stock is counted in. */
interface StockUnits {
  stockUnit: string;
  sellBys: readonly { unitOfMeasure: string; stockConversion: number }[];
}

/** Units measured rather than counted: their stock may read in hundredths; anything else is counted in whole pieces. */
const MEASURED_UNITS = new Set(['LB', 'LBS', 'KG', 'G', 'OZ', 'GAL', 'L', 'LT', 'LTR', 'ML', 'QT', 'PT', 'FT', 'M']);

const isCountedUnit = (unit: string) => !MEASURED_UNITS.has(unit.toUpperCase());

export interface StockReading {
  inStock: boolean;
  /** Cards: the sell unit only, 'In stock: 70 CS'. */
  short: string;
  /** Detail and wide rows: with the stock unit beside it when it differs, '70 CS (843.48 LB)'. */
  long: string;
}

/** Whole pieces of a counted unit (never rounded up to stock that is not there), hundredths of a measured one. */
function amountIn(stock: Decimal, unit: string, conversion: number): Decimal {
  const amount = stock.div(toDecimal(conversion));
  return isCountedUnit(unit) ? floor(amount) : floor(amount.times(100)).div(100);
}

/**
 * How much can still be ordered, in the largest unit the product is sold in of which at least one
 * is left ('70 CS', not '70.29 CS'; 6 EA when half a case is left and eaches are sold), with the
 * stock unit alongside when it differs. Nothing left (or oversold) reads 'Out of stock'.
 */
export function readStock(stock: StockFigures, product: StockUnits): StockReading {
  if (stock.uncommitted_Stk <= 0) return { inStock: false, short: 'Out of stock', long: 'Out of stock' };
  const onHand = toDecimal(stock.uncommitted_Stk);
  const stockText = `${formatPlain(onHand)} ${stock.stockUnit}`;
  const units = [...product.sellBys]
    .filter((s) => s.stockConversion > 0)
    .sort((a, b) => b.stockConversion - a.stockConversion);
  const fitting = units.find((s) => amountIn(onHand, s.unitOfMeasure, s.stockConversion).gt(0));
  if (fitting) {
    const unit = fitting.unitOfMeasure;
    const sellText = `${formatPlain(amountIn(onHand, unit, fitting.stockConversion))} ${unit}`;
    return { inStock: true, short: sellText, long: unit === stock.stockUnit ? sellText : `${sellText} (${stockText})` };
  }
  const smallest = units.at(-1);
  if (!smallest) return { inStock: true, short: stockText, long: stockText };
  const less = `Less than 1 ${smallest.unitOfMeasure}`;
  return { inStock: true, short: less, long: `${less} (${stockText})` };
}
