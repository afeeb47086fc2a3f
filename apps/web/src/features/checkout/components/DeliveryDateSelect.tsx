import { Alert, Box, Button, TextField, Typography } from '@mui/material';
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
  /** A consumer's pickup: the dates are pickup dates, shown with where and when to collect. */
  pickup?: boolean;
}

/** Where and when to collect a pickup order (the will-call counter's address and hours). */
function PickupAt({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="checkout-pickup-at">
      <Typography id="checkout-pickup-at" variant="subtitle2" component="h3">
        Pick up at
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Offers only the valid dates (spec 2 §4; for pickup, the pickup days), each named with its weekday ('Tuesday,
 * November 24, 2026'), in a native select: every date is reachable by keyboard and
 * announced in full, and a phone shows its own picker.
 */
export function DeliveryDateSelect({
  dates,
  loading,
  failed,
  onRetry,
  value,
  required,
  error,
  onChange,
  onBlur,
  pickup = false,
}: DeliveryDateSelectProps) {
  const what = pickup ? 'pickup' : 'delivery';
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
    return <Alert severity={required ? 'error' : 'info'}>{`No ${what} dates are available at the moment.`}</Alert>;
  }
  const helper = loading
    ? `Loading ${what} dates...`
    : dates
      ? `Orders placed after ${dates.cutoffTime} (${dates.timeZone}) count from the next day.`
      : undefined;
  const select = (
    <TextField
      select
      fullWidth
      id="checkout-delivery-date"
      label={pickup ? 'Pickup Date' : 'Delivery Date'}
      required={required}
      disabled={loading && !dates}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={!!error}
      helperText={error ?? helper}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {value === null && <option value="">{`Choose a ${what} date`}</option>}
      {offered.map((date) => (
        <option key={date} value={date}>
          {deliveryDateLabel(date)}
        </option>
      ))}
    </TextField>
  );
  return pickup ? (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PickupAt lines={dates?.pickupAt ?? []} />
      {select}
    </Box>
  ) : (
    select
  );
}
