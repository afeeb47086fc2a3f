import { Box, TextField } from '@mui/material';
import type { ECheckForm } from '../utils/payment-selection';

type Field = keyof ECheckForm;
const FIELDS: { field: Field; label: string; required: boolean }[] = [
  { field: 'accountNumber', label: 'Account Number', required: true },
  { field: 'confirmAccountNumber', label: 'Confirm Account Number', required: true },
  { field: 'routingNumber', label: 'Routing Number', required: true },
  { field: 'confirmRoutingNumber', label: 'Confirm Routing Number', required: true },
  { field: 'bankName', label: 'Bank Name', required: false },
  { field: 'checkNumber', label: 'Check Number', required: false },
];

interface ECheckFieldsProps {
  form: ECheckForm;
  errors: Partial<Record<Field, string>>;
  onChange: (form: ECheckForm) => void;
  onBlur: (field: Field) => void;
}

/** Spec 2 §5 eCheck: account and routing numbers typed twice; bank name and check number optional. */
export function ECheckFields({ form, errors, onChange, onBlur }: ECheckFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {FIELDS.map(({ field, label, required }) => (
        <TextField
          key={field}
          id={`echeck-${field}`}
          label={label}
          required={required}
          value={form[field]}
          onChange={(e) =>
            onChange({ ...form, [field]: field === 'bankName' ? e.target.value : e.target.value.replace(/\D/g, '') })
          }
          onBlur={() => onBlur(field)}
          error={!!errors[field]}
          helperText={errors[field] ?? ' '}
          slotProps={{
            htmlInput: {
              inputMode: field === 'bankName' ? 'text' : 'numeric',
              autoComplete: 'off',
              maxLength: field === 'bankName' ? 60 : 17,
            },
          }}
        />
      ))}
    </Box>
  );
}
