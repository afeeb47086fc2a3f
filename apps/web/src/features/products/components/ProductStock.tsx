import { Box, Typography } from '@mui/material';
import type { Product } from '@storefront/contract';
import { readStock } from '../../../lib/catalogue/stock-text';
import { useUncommittedStock } from '../../../lib/catalogue/use-uncommitted-stock';

interface ProductStockProps {
  product: Pick<Product, 'productKey' | 'stockUnit' | 'sellBys'>;
  /** Cards show the sell unit only; the detail page and wide list rows add the stock unit. */
  long?: boolean;
  /** Right-aligned in the price column of wide cards and list rows. */
  alignEnd?: boolean;
}

/** Uncommitted stock through the shared batcher, in whole sell units, with a dot for in stock / out of stock. */
export function ProductStock({ product, long = false, alignEnd = false }: ProductStockProps) {
  const stock = useUncommittedStock(product.productKey);
  if (!stock.data) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.43em' }}>
        {stock.isError || stock.data === null ? 'Stock unavailable' : '\u00a0'}
      </Typography>
    );
  }
  const reading = readStock(stock.data, product);
  const text = long ? reading.long : reading.short;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      noWrap
      sx={{ display: 'flex', alignItems: 'center', justifyContent: alignEnd ? 'flex-end' : 'flex-start', gap: 0.75 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: reading.inStock ? 'success.main' : 'error.main',
        }}
      />
      {reading.inStock ? `In stock: ${text}` : text}
    </Typography>
  );
}
