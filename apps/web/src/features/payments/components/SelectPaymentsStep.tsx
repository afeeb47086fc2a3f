import { Box, Button, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatCurrency, formatUsDate } from '@storefront/domain';
import type { SelectionEntry } from '../utils/payment-selection';

interface SelectPaymentsStepProps {
  entries: SelectionEntry[];
  total: string;
  canContinue: boolean;
  onAmount: (arCode: string, text: string) => void;
  onNext: () => void;
}

/** Step 1: an amount per open item (the whole balance with the checkbox); the total applied below. */
export function SelectPaymentsStep({ entries, total, canContinue, onAmount, onNext }: SelectPaymentsStepProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">Pay</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>Due Date</TableCell>
              <TableCell align="right">Balance</TableCell>
              <TableCell sx={{ width: 170 }}>Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((e) => {
              const full = !e.amount.isZero() && e.amount.eq(e.item.balance);
              return (
                <TableRow key={e.item.arCode}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={full}
                      slotProps={{ input: { 'aria-label': `Pay ${e.item.reference} in full` } }}
                      onChange={(_, checked) => onAmount(e.item.arCode, checked ? e.item.balance : '')}
                    />
                  </TableCell>
                  <TableCell>
                    {e.item.reference}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {e.item.type}
                    </Typography>
                  </TableCell>
                  <TableCell>{formatUsDate(e.item.dueDate)}</TableCell>
                  <TableCell align="right">{formatCurrency(e.item.balance)}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      label={`Amount for ${e.item.reference}`}
                      value={e.text}
                      onChange={(ev) => onAmount(e.item.arCode, ev.target.value)}
                      error={e.helperText !== ''}
                      helperText={e.helperText || ' '}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" aria-live="polite">
          Total Applied: <strong>{formatCurrency(total)}</strong>
        </Typography>
        <Button variant="contained" disabled={!canContinue} onClick={onNext}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}
