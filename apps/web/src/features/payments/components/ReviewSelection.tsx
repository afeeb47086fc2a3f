import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCurrency } from '@storefront/domain';
import type { SelectionEntry } from '../utils/payment-selection';

/** The chosen items and amounts, and the total (steps 2 and 4). */
export function ReviewSelection({ entries, total }: { entries: SelectionEntry[]; total: string }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Reference</TableCell>
            <TableCell align="right">Balance</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.item.arCode}>
              <TableCell>{e.item.reference}</TableCell>
              <TableCell align="right">{formatCurrency(e.item.balance)}</TableCell>
              <TableCell align="right">{formatCurrency(e.amount.toFixed(2))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" sx={{ mt: 1, textAlign: 'right' }}>
        Total Applied: <strong>{formatCurrency(total)}</strong>
      </Typography>
    </Box>
  );
}
