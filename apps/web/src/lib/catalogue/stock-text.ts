import { formatPlain } from '@storefront/domain';

interface StockFigures {
  uncommitted_Stk: number;
  uncommitted_Alt: number;
  stockUnit: string;
  altUnit: string;
}

/**
 * How much can still be ordered, in the unit people buy (the alternate unit, e.g. cases)
 * with the stock unit alongside when they differ: '54.6 CS (436.86 LB)'. Nothing left
 * (or oversold) reads 'Out of stock'.
 */
export function stockText(stock: StockFigures): string {
  if (stock.uncommitted_Stk <= 0) return 'Out of stock';
  if (!stock.altUnit || stock.altUnit === stock.stockUnit) return `${formatPlain(stock.uncommitted_Stk)} ${stock.stockUnit}`;
  return `${formatPlain(stock.uncommitted_Alt)} ${stock.altUnit} (${formatPlain(stock.uncommitted_Stk)} ${stock.stockUnit})`;
}

/** The short form for cards: only the buying unit. */
export function shortStockText(stock: StockFigures): string {
  if (stock.uncommitted_Stk <= 0) return 'Out of stock';
  const useAlt = stock.altUnit && stock.altUnit !== stock.stockUnit && stock.uncommitted_Alt >= 1;
  return useAlt ? `${formatPlain(stock.uncommitted_Alt)} ${stock.altUnit}` : `${formatPlain(stock.uncommitted_Stk)} ${stock.stockUnit}`;
}
