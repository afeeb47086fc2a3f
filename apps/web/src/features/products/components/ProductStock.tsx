import { Box, Typography } from '@mui/material';
import { shortStockText, stockText } from '../../../lib/catalogue/stock-text';
import { useUncommittedStock } from '../../../lib/catalogue/use-uncommitted-stock';

interface ProductStockProps {
  productKey: number;
  /** Cards show the buying unit only; the detail page adds the stock unit. */
  long?: boolean;
  /** Right-aligned in the price column of wide cards and list rows. */
  alignEnd?: boolean;
}

/** Uncommitted stock through the shared batcher, with a dot for in stock / out of stock. */
export function ProductStock({ productKey, long = false, alignEnd = false }: ProductStockProps) {
  const stock = useUncommittedStock(productKey);
  if (!stock.data) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.43em' }}>
        {stock.isError || stock.data === null ? 'Stock unavailable' : '\u00a0'}
      </Typography>
    );
  }
  const inStock = stock.data.uncommitted_Stk > 0;
  const text = long ? stockText(stock.data) : shortStockText(stock.data);
  return (
    <Typography variant="body2" color="text.secondary" noWrap sx={{ display: 'flex', alignItems: 'center', justifyContent: alignEnd ? 'flex-end' : 'flex-start', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: inStock ? 'success.main' : 'error.main' }}
      />
      {inStock ? `In stock: ${text}` : text}
    </Typography>
  );
}
