import { useId } from 'react';
import {
  Box,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  CHECKIN_NOTE_MAX,
  CHECKIN_OUTCOMES,
  type CheckinOutcome,
  formatCurrency,
  isProblem,
  OUTCOME_LABELS,
  OUTCOME_NEEDS_QUANTITY,
} from '@storefront/domain';
import {
  type CheckinLine,
  type CheckinLineDraft,
  type CheckinPhotoDraft,
  claimedAmountText,
} from '../utils/checkin-form';
import { CheckinPhotos } from './CheckinPhotos';

interface CheckinLineCardProps {
  line: CheckinLine;
  draft: CheckinLineDraft;
  /** Shown once the buyer tried to send the check-in. */
  problem: string | null;
  onChange: (change: Partial<CheckinLineDraft>) => void;
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (photo: CheckinPhotoDraft) => void;
}

const QUANTITY_LABEL: Partial<Record<CheckinOutcome, string>> = {
  short: 'How many short',
  damaged: 'How many damaged',
};

/** One invoiced line: how it arrived (received by default), how many, a note and, for damage, photos. */
export function CheckinLineCard({ line, draft, problem, onChange, onAddPhotos, onRemovePhoto }: CheckinLineCardProps) {
  const id = useId();
  const claimed = claimedAmountText(line, draft);
  const quality = draft.outcome === 'quality';
  return (
    <Card component="li" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box>
          <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {line.description}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {line.productCode} · Shipped {line.shipped} {line.unit} · {formatCurrency(line.invoicedAmount)}
          </Typography>
        </Box>
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ typography: 'body2' }}>
            How it arrived
          </FormLabel>
          <RadioGroup
            row
            name={`${id}-outcome`}
            value={draft.outcome}
            onChange={(e) => onChange({ outcome: e.target.value as CheckinOutcome })}
          >
            {CHECKIN_OUTCOMES.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio size="small" />} label={OUTCOME_LABELS[o]} />
            ))}
          </RadioGroup>
        </FormControl>
        {OUTCOME_NEEDS_QUANTITY[draft.outcome] && (
          <TextField
            label={`${QUANTITY_LABEL[draft.outcome] ?? 'How many'} (${line.unit})`}
            value={draft.quantity}
            onChange={(e) => onChange({ quantity: e.target.value })}
            required
            size="small"
            sx={{ maxWidth: 240 }}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
          />
        )}
        {isProblem(draft.outcome) && (
          <TextField
            label={quality ? 'What is wrong with it' : 'Note (optional)'}
            value={draft.note}
            onChange={(e) => onChange({ note: e.target.value })}
            required={quality}
            multiline
            minRows={quality ? 2 : 1}
            size="small"
            slotProps={{ htmlInput: { maxLength: CHECKIN_NOTE_MAX } }}
          />
        )}
        {draft.outcome === 'damaged' && (
          <CheckinPhotos
            product={line.description}
            photos={draft.photos}
            onAdd={onAddPhotos}
            onRemove={onRemovePhoto}
          />
        )}
        {claimed && (
          <Typography variant="body2">
            Credit requested: <strong>{claimed}</strong> at the invoiced price
          </Typography>
        )}
        {problem && (
          <Typography variant="body2" color="error" role="alert">
            {problem}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
