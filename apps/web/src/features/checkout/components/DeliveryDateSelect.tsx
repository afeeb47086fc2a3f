import { Alert, Button, TextField } from '@mui/material';
import type { DeliveryDates } from '@storefront/contract';
import { deliveryDateLabel } from '@storefront/domain';
import { DELIVERY_DATES_FAILED_MESSAGE } from '../utils/details-rules';

interface DeliveryDateSelectProps {
  dates: DeliveryDates | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: string | null;
  required: boolean;
  error?: string;
  onChange: (date: string) => void;
  onBlur: () => void;
}

/**
 * Offers only the valid dates (spec 2 §4; for pickup, the pickup days), each named with its weekday ('Tuesday,
 * November 24, 2026'), in a native select: every date is reachable by keyboard and
 * announced in full, and a phone shows its own picker.
 */
export function DeliveryDateSelect({ dates, loading, failed, onRetry, value, required, error, onChange, onBlur }: DeliveryDateSelectProps) {
  if (failed && !dates) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {DELIVERY_DATES_FAILED_MESSAGE}
      </Alert>
    );
  }
  const offered = dates?.dates ?? [];
  if (dates && offered.length === 0) {
    return <Alert severity={required ? 'error' : 'info'}>No delivery dates are available at the moment.</Alert>;
  }
  const helper = loading
    ? 'Loading delivery dates...'
    : dates
      ? `Orders placed after ${dates.cutoffTime} (${dates.timeZone}) count from the next day.`
      : undefined;
  return (
    <TextField
      select
      fullWidth
      id="checkout-delivery-date"
      label="Delivery Date"
      required={required}
      disabled={loading && !dates}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={!!error}
      helperText={error ?? helper}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {value === null && <option value="">Choose a delivery date</option>}
      {offered.map((date) => (
        <option key={date} value={date}>
          {deliveryDateLabel(date)}
        </option>
      ))}
    </TextField>
  );
}
