import { useId, type ReactNode } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput, type SxProps, type Theme } from '@mui/material';

interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /** `<option>` and `<optgroup>` elements. */
  children: ReactNode;
}

/**
 * A small outlined select on the browser's own list: the phone's picker on phones, type-ahead and
 * arrow keys everywhere, and no menu, popover or modal code for the filter bars that show it at once.
 */
export function NativeSelectField({ label, value, onChange, disabled, sx, children }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} input={<OutlinedInput label={label} notched />}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}
