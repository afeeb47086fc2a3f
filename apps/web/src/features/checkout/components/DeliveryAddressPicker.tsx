import { Box, Paper, TextField, Typography } from '@mui/material';
import type { DeliveryAddress } from '@storefront/contract';

interface DeliveryAddressPickerProps {
  addresses: readonly DeliveryAddress[];
  value: number | null;
  onChange: (id: number) => void;
}

export function addressLines(a: DeliveryAddress): string[] {
  const cityLine = [a.city, [a.state, a.zip].filter((p) => p.trim() !== '').join(' ')]
    .filter((p) => p.trim() !== '')
    .join(', ');
  return [a.name, a.address1, a.address2, cityLine].filter((line) => line.trim() !== '');
}

/** A consumer delivers to one of their addresses: a choice when there are several, the address itself either way. */
export function DeliveryAddressPicker({ addresses, value, onChange }: DeliveryAddressPickerProps) {
  const chosen = addresses.find((a) => a.id === value);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {addresses.length > 1 && (
        <TextField
          select
          fullWidth
          id="checkout-delivery-address"
          label="Delivery Address"
          value={value ?? ''}
          onChange={(e) => onChange(Number(e.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {a.display || a.name} - {a.address1}
              {a.isPrimary ? ' (primary)' : ''}
            </option>
          ))}
        </TextField>
      )}
      {chosen && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          {addresses.length === 1 && (
            <Typography variant="subtitle2" component="h3">
              Delivery Address
            </Typography>
          )}
          {addressLines(chosen).map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Paper>
      )}
    </Box>
  );
}
