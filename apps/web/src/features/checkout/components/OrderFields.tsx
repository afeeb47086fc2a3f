import { Box, TextField } from '@mui/material';
import { NOTES_MAX_LENGTH, PO_MAX_LENGTH, SPECIAL_INSTRUCTION_MAX_LENGTH } from '@storefront/domain';
import type { DetailsField } from '../hooks/use-details-step';
import type { DetailsForm } from '../utils/delivery-details';
import type { DetailsFieldErrors } from '../utils/details-rules';

type OrderField = Extract<DetailsField, 'customerPo' | 'specialInstruction1' | 'specialInstruction2' | 'notes'>;

interface OrderFieldsProps {
  form: DetailsForm;
  errors: DetailsFieldErrors;
  poRequired: boolean;
  onChange: (patch: Partial<DetailsForm>) => void;
  onBlur: (field: OrderField) => void;
}

const FIELDS: { field: OrderField; label: string; max: number; multiline?: boolean }[] = [
  { field: 'customerPo', label: 'Customer P.O.', max: PO_MAX_LENGTH },
  { field: 'specialInstruction1', label: 'Special Instruction 1', max: SPECIAL_INSTRUCTION_MAX_LENGTH },
  { field: 'specialInstruction2', label: 'Special Instruction 2', max: SPECIAL_INSTRUCTION_MAX_LENGTH },
  { field: 'notes', label: 'Notes', max: NOTES_MAX_LENGTH, multiline: true },
];

/** Spec 2 §5 checkout fields: P.O. (20), two special instructions (50 each) and notes. */
export function OrderFields({ form, errors, poRequired, onChange, onBlur }: OrderFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {FIELDS.map(({ field, label, max, multiline }) => (
        <TextField
          key={field}
          id={`checkout-${field}`}
          label={label}
          fullWidth
          required={field === 'customerPo' && poRequired}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          value={form[field]}
          onChange={(e) => onChange({ [field]: e.target.value })}
          onBlur={() => onBlur(field)}
          error={!!errors[field]}
          helperText={errors[field] ?? (multiline ? ' ' : `${form[field].length}/${max}`)}
          sx={multiline || field === 'customerPo' ? { gridColumn: '1 / -1' } : undefined}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      ))}
    </Box>
  );
}
