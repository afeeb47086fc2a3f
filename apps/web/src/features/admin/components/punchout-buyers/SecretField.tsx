import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldState } from './section-props';

interface SecretFieldProps extends FieldState {
  label: string;
  /** What the show/hide button names ('shared secret', 'password'). */
  what: string;
  value: string;
  required: boolean;
  onChange: (value: string) => void;
}

/**
 * A write-only credential: it starts empty (the server never sends one back), may be shown while it is typed, and
 * is never offered the browser's saved passwords (new-password), which are the administrator's own.
 */
export function SecretField({ label, what, value, required, onChange, ...state }: SecretFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...state}
      label={label}
      required={required}
      fullWidth
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: 200, spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? `Hide ${what}` : `Show ${what}`}
                onClick={() => setShown((v) => !v)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
