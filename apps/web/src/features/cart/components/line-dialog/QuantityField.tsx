import type { Dispatch, KeyboardEvent } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { type Decimal, formatPlain } from '@storefront/domain';
import type { LineFormAction } from '../../utils/line-form-state';

interface QuantityFieldProps {
  text: string;
  multiple: Decimal | null;
  error: string | null;
  notice: string | null;
  disabled?: boolean;
  dispatch: Dispatch<LineFormAction>;
}

/** Spec 1 §5: spin buttons (and the arrow keys) step by the multiple; minus never goes below 0. */
export function QuantityField({ text, multiple, error, notice, disabled, dispatch }: QuantityFieldProps) {
  const step = (direction: 'up' | 'down') => dispatch({ type: 'quantityStepped', direction });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(e.key === 'ArrowUp' ? 'up' : 'down');
    }
  };
  // A multiple of 1 only says "whole numbers", which the arrows already show; larger ones need saying.
  const hint = multiple && !multiple.eq(1) ? `Multiples of ${formatPlain(multiple)}` : ' ';
  return (
    <TextField
      label="Quantity"
      value={text}
      disabled={disabled}
      autoFocus
      onChange={(e) => dispatch({ type: 'quantityTyped', text: e.target.value })}
      onBlur={() => dispatch({ type: 'quantityLeft' })}
      onFocus={(e) => e.target.select()}
      onKeyDown={onKeyDown}
      error={!!error}
      helperText={error ?? notice ?? hint}
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          sx: { textAlign: 'center', fontSize: 18, fontWeight: 600 },
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconButton aria-label="Decrease quantity" edge="start" disabled={disabled} onClick={() => step('down')}>
                <RemoveIcon />
              </IconButton>
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label="Increase quantity" edge="end" disabled={disabled} onClick={() => step('up')}>
                <AddIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
