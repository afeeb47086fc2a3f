import type { Dispatch } from 'react';
import { Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { type Decimal, formatPricePer } from '@storefront/domain';
import type { LineFormAction } from '../../utils/line-form-state';

interface UnitPriceFieldProps {
  editable: boolean;
  priceBy: string;
  priceText: string | null;
  defaultPrice: string | null;
  unitPrice: Decimal | null;
  priceDecimals: number;
  isOverride: boolean;
  loading: boolean;
  dispatch: Dispatch<LineFormAction>;
}

/**
 * Spec 1 §5: editable only with canChangePrice. A price different from
 * pricing's is an override; Reset goes back to pricing's price; '0' is a price.
 */
export function UnitPriceField(props: UnitPriceFieldProps) {
  const { editable, priceBy, priceText, defaultPrice, unitPrice, priceDecimals, isOverride, loading, dispatch } = props;
  const shown = unitPrice === null ? null : unitPrice.toFixed(priceDecimals);
  if (!editable) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography color="text.secondary">Unit Price</Typography>
        <Typography sx={{ fontWeight: 600 }} aria-label="Unit Price">
          {loading ? 'Loading…' : formatPricePer(shown, priceBy, priceDecimals)}
        </Typography>
      </Box>
    );
  }
  const defaultText =
    defaultPrice === null ? 'No price in force' : `Default ${formatPricePer(defaultPrice, priceBy, priceDecimals)}`;
  return (
    <TextField
      label={`Unit Price (per ${priceBy})`}
      value={priceText ?? defaultPrice ?? ''}
      placeholder={loading ? 'Loading…' : undefined}
      onChange={(e) => dispatch({ type: 'priceTyped', text: e.target.value })}
      helperText={isOverride ? `Price overridden · ${defaultText}` : defaultText}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={() => dispatch({ type: 'priceReset' })} disabled={priceText === null}>
                Reset
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
