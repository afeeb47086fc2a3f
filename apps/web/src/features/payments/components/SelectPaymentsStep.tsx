import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { formatCurrency, formatUsDate, isZero } from '@storefront/domain';
import type { SelectionEntry } from '../utils/payment-selection';

interface SelectPaymentsStepProps {
  entries: SelectionEntry[];
  total: string;
  canContinue: boolean;
  onAmount: (arCode: string, text: string) => void;
  onNext: () => void;
}

/** Spec 2 §9 mobile breakpoint. */
const PHONE = '(max-width:599.95px)';

interface EntryProps {
  entry: SelectionEntry;
  onAmount: (arCode: string, text: string) => void;
}

function FullCheckbox({ entry: e, onAmount }: EntryProps) {
  const full = !isZero(e.amount) && e.amount.eq(e.item.balance);
  return (
    <Checkbox
      checked={full}
      slotProps={{ input: { 'aria-label': `Pay ${e.item.reference} in full` } }}
      onChange={(_, checked) => onAmount(e.item.arCode, checked ? e.item.balance : '')}
    />
  );
}

function AmountField({ entry: e, onAmount }: EntryProps) {
  return (
    <TextField
      size="small"
      fullWidth
      label={`Amount for ${e.item.reference}`}
      value={e.text}
      onChange={(ev) => onAmount(e.item.arCode, ev.target.value)}
      error={e.helperText !== ''}
      helperText={e.helperText || ' '}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/** Phones: one card per open item. */
function EntryCards({ entries, onAmount }: { entries: SelectionEntry[]; onAmount: EntryProps['onAmount'] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {entries.map((e) => (
        <Card key={e.item.arCode} variant="outlined">
          <CardContent
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr auto',
              alignItems: 'center',
              gap: 1,
              pb: '8px !important',
            }}
          >
            <FullCheckbox entry={e} onAmount={onAmount} />
            <Box>
              <Typography variant="subtitle2">{e.item.reference}</Typography>
              <Typography variant="caption" color="text.secondary">
                {e.item.type}, due {formatUsDate(e.item.dueDate)}
              </Typography>
            </Box>
            <Typography variant="body2">{formatCurrency(e.item.balance)}</Typography>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <AmountField entry={e} onAmount={onAmount} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** Step 1: an amount per open item (the whole balance with the checkbox); the total applied below. */
export function SelectPaymentsStep({ entries, total, canContinue, onAmount, onNext }: SelectPaymentsStepProps) {
  const phone = useMediaQuery(PHONE);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {phone ? (
        <EntryCards entries={entries} onAmount={onAmount} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 500 }}>
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
              {entries.map((e) => (
                <TableRow key={e.item.arCode}>
                  <TableCell padding="checkbox">
                    <FullCheckbox entry={e} onAmount={onAmount} />
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
                    <AmountField entry={e} onAmount={onAmount} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
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
