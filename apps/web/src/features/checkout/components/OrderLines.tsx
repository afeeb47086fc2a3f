import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import type { CartLine } from '@storefront/contract';
import { formatCurrency, formatProductCode, formatQuantity } from '@storefront/domain';
import { linePriceText } from '../../../lib/catalogue/price-text';

interface OrderLinesProps {
  lines: readonly CartLine[];
  hidePricing: boolean;
}

/** Spec 1 §9 mobile breakpoint: below it a table would scroll sideways, so lines stack. */
const PHONE = '(max-width:599.95px)';

const quantityText = (line: CartLine) => `${formatQuantity(line.quantity.value)} ${line.quantity.unit}`;
const priceText = (line: CartLine) => linePriceText(line.unitPrice);

/** The lines being ordered: description, quantity and unit, price and extension (no prices when pricing is hidden). */
export function OrderLines({ lines, hidePricing }: OrderLinesProps) {
  const phone = useMediaQuery(PHONE);
  if (phone) {
    return (
      <Box component="ul" aria-label="Order lines" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {lines.map((line) => (
          <Box component="li" key={line.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {line.description}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {quantityText(line)}
                {!hidePricing && ` × ${priceText(line)}`}
              </Typography>
              {!hidePricing && (
                <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrency(line.extension)}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label="Order lines">
      <TableHead>
        <TableRow>
          <TableCell>Description</TableCell>
          <TableCell>Quantity</TableCell>
          {!hidePricing && <TableCell align="right">Price</TableCell>}
          {!hidePricing && <TableCell align="right">Extension</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>
              {line.description}
              <Typography variant="caption" color="text.secondary" component="div">
                {formatProductCode(line.productCode)}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{quantityText(line)}</TableCell>
            {!hidePricing && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {priceText(line)}
              </TableCell>
            )}
            {!hidePricing && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(line.extension)}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
