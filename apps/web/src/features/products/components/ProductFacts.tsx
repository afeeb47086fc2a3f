import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Product } from '@storefront/contract';
import { detailFields, unitRows } from '../utils/product-details';
import { ProductPrice } from './ProductPrice';
import { ProductStock } from './ProductStock';

interface ProductFactsProps {
  product: Product;
  hidePricing: boolean;
}

/** Code, brand, pack size, origin, storage and the rest; stock; then each unit it is sold in. */
export function ProductFacts({ product, hidePricing }: ProductFactsProps) {
  const units = unitRows(product);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.75 }}
      >
        {detailFields(product).map((f) => (
          <Box key={f.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {f.value}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body2" color="text.secondary">
          Stock
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <ProductStock product={product} long />
        </Box>
      </Box>
      {units.length > 0 && (
        <section aria-labelledby="product-units">
          <Typography id="product-units" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            Units
          </Typography>
          {/* On a phone the four columns fit only with narrow padding; no header or price may wrap mid-value. */}
          <Table
            size="small"
            sx={{
              '& th': { fontWeight: 600, color: 'text.secondary' },
              '& th, & td': { px: { xs: 0.75, sm: 2 }, whiteSpace: 'nowrap' },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>Unit</TableCell>
                <TableCell>Contains</TableCell>
                <TableCell>Order In</TableCell>
                {!hidePricing && <TableCell align="right">Price</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {units.map((u) => (
                <TableRow key={u.unit}>
                  <TableCell sx={{ fontWeight: 600 }}>{u.unit}</TableCell>
                  <TableCell>{u.contains || '—'}</TableCell>
                  <TableCell>{u.multiple}</TableCell>
                  {!hidePricing && (
                    <TableCell align="right">
                      <ProductPrice
                        product={product}
                        unit={u.unit}
                        variant="body2"
                        sx={{ fontWeight: 600, minHeight: 0 }}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      )}
    </Box>
  );
}
