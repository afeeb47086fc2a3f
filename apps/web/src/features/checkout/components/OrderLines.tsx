import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { ESTIMATED_LABEL } from '@storefront/domain';
import type { OrderLineRow } from '../../../lib/orders/order-lines';

interface OrderLinesProps {
  lines: readonly OrderLineRow[];
  hidePricing: boolean;
}

/** Spec 1 §9 mobile breakpoint: below it a table would scroll sideways, so lines stack. */
const PHONE = '(max-width:599.95px)';

/** A line's notes: what an invoice shipped, shown under it. */
function Notes({ notes }: { notes: readonly string[] }) {
  return notes.map((note) => (
    <Typography key={note} variant="caption" color="text.secondary" component="div">
      {note}
    </Typography>
  ));
}

/**
 * The lines being ordered: description, quantity and unit, price and extension (no prices when pricing is hidden).
 * A catch-weight line adds its estimated weight and marks its extension 'Estimated'.
 */
export function OrderLines({ lines, hidePricing }: OrderLinesProps) {
  const phone = useMediaQuery(PHONE);
  if (phone) {
    return (
      <Box component="ul" aria-label="Order lines" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {lines.map((line) => (
          <Box component="li" key={line.key} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {line.description}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {line.quantity}
                {!hidePricing && ` × ${line.unitPrice}`}
              </Typography>
              {!hidePricing && (
                <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {line.extension}
                </Typography>
              )}
            </Box>
            {line.estimatedWeight && (
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  {line.estimatedWeight}
                </Typography>
                {!hidePricing && line.isEstimate && (
                  <Typography variant="caption" color="text.secondary">
                    {ESTIMATED_LABEL}
                  </Typography>
                )}
              </Box>
            )}
            <Notes notes={line.notes} />
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
          <TableRow key={line.key}>
            <TableCell>
              {line.description}
              <Typography variant="caption" color="text.secondary" component="div">
                {line.code}
              </Typography>
              <Notes notes={line.notes} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {line.quantity}
              {line.estimatedWeight && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {line.estimatedWeight}
                </Typography>
              )}
            </TableCell>
            {!hidePricing && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {line.unitPrice}
              </TableCell>
            )}
            {!hidePricing && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {line.extension}
                {line.isEstimate && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {ESTIMATED_LABEL}
                  </Typography>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
