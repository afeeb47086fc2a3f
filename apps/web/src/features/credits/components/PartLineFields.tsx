import { Box, TextField, Typography } from '@mui/material';
import type { CreditRequestLine } from '@storefront/contract';
import { formatCurrency } from '@storefront/domain';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { type PartLine, partLineProblem } from '../utils/review-form';

interface PartLineFieldsProps {
  line: CreditRequestLine;
  part: PartLine;
  showProblem: boolean;
  onChange: (part: PartLine) => void;
}

/** What is approved of one line, by quantity or by amount; left empty, nothing of it is. */
export function PartLineFields({ line, part, showProblem, onChange }: PartLineFieldsProps) {
  const problem = partLineProblem(line, part);
  const byAmount = part.by === 'amount';
  return (
    <Box component="li" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {line.description}: {line.quantity} {line.unit}, {formatCurrency(line.amount)} claimed
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <NativeSelectField
          label={`Approve ${line.description} by`}
          value={part.by}
          onChange={(by) => onChange({ ...part, by: by === 'amount' ? 'amount' : 'quantity' })}
          sx={{ width: 150 }}
        >
          <option value="quantity">Quantity</option>
          <option value="amount">Amount</option>
        </NativeSelectField>
        <TextField
          size="small"
          label={
            byAmount ? `Approved amount of ${line.description} ($)` : `Approved ${line.unit} of ${line.description}`
          }
          value={part.value}
          onChange={(e) => onChange({ ...part, value: e.target.value })}
          error={showProblem && problem !== null}
          helperText={
            (showProblem && problem) ||
            (byAmount ? `Up to ${formatCurrency(line.amount)}` : `Up to ${line.quantity} ${line.unit}`)
          }
          sx={{ flex: '1 1 200px', minWidth: 0 }}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
        />
      </Box>
    </Box>
  );
}
