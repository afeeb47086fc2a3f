import { useId, type ChangeEventHandler, type KeyboardEventHandler, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  name?: string;
  type?: string;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  onKeyDown?: KeyboardEventHandler;
  onKeyUp?: KeyboardEventHandler;
}

/**
 * An outlined text field built from MUI's input parts, full width. It looks and reads like
 * `<TextField>` (label bound to the input, helper text as its description), without the Select,
 * Menu and Popover that TextField always imports: the first screens stay small.
 */
export function OutlinedField({ label, helperText, error, required, endAdornment, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth variant="outlined" error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={required ? `${label} *` : label}
        endAdornment={endAdornment}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
