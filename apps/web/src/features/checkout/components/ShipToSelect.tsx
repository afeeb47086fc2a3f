import { TextField } from '@mui/material';
import type { ShipTo } from '@storefront/contract';

interface ShipToSelectProps {
  shiptos: readonly ShipTo[];
  value: string | null;
  error?: string;
  onChange: (code: string) => void;
  onBlur: () => void;
}

const addressLine = (s: ShipTo) => [s.address1, s.city, s.state].filter((p) => p.trim() !== '').join(', ');

/** Trade customers deliver to one of their ship-tos (code and name). A native select reads well on phones and to screen readers. */
export function ShipToSelect({ shiptos, value, error, onChange, onBlur }: ShipToSelectProps) {
  const chosen = shiptos.find((s) => s.code === value);
  return (
    <TextField
      select
      required
      fullWidth
      id="checkout-ship-to"
      label="Ship-To"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={!!error}
      helperText={error ?? (chosen ? addressLine(chosen) : undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {value === null && <option value="">Choose a ship-to</option>}
      {shiptos.map((s) => (
        <option key={s.code} value={s.code}>
          {s.code} - {s.name}
        </option>
      ))}
    </TextField>
  );
}
