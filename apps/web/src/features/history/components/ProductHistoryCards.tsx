import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ProductHistoryLine } from '@storefront/contract';
import { formatProductCode, formatUsDate } from '@storefront/domain';
import { productHistoryNotes } from '../utils/invoiced-history';
import { linePriceText } from '../utils/line-price';
import { ProductLink } from './ProductLink';

/** Product History below 700 px: one card per line. */
export function ProductHistoryCards({
  lines,
  showPrice,
}: {
  lines: readonly ProductHistoryLine[];
  showPrice: boolean;
}) {
  return (
    <Box component="ul" aria-label="Products ordered" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {lines.map((l, i) => (
        <Card component="li" key={`${l.orderNumber}:${l.productKey}:${l.unitOfMeasure_SellBy}:${i}`} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <ProductLink productKey={l.productKey}>{formatProductCode(l.productCode)}</ProductLink>
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              <ProductLink productKey={l.productKey}>{l.description}</ProductLink>
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                Order {l.orderNumber}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatUsDate(l.invoiceDate)}
              </Typography>
              <Typography variant="body2">
                {l.quantity} {l.unitOfMeasure_SellBy}
              </Typography>
              {showPrice && l.price !== null && <Typography variant="body2">{linePriceText(l)}</Typography>}
              <Typography variant="body2" color="text.secondary">
                {l.type}
              </Typography>
            </Box>
            {productHistoryNotes(l, showPrice).map((note) => (
              <Typography key={note} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {note}
              </Typography>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
