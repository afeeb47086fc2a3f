import { useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, InputAdornment, Stack } from '@mui/material';
import KeyboardCapslock from '@mui/icons-material/KeyboardCapslock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { OutlinedField } from '../../../components/form/OutlinedField';
import type { Credentials } from '../api/create-token';
import { credentialErrors, type CredentialErrors } from '../utils/credential-errors';

interface LoginFormProps {
  /** Spec 3: 'Username / Email' when consumers may sign up, otherwise 'Username'. */
  usernameLabel: string;
  error: string | null;
  /** Offered beside the error (Resend, for an account waiting for verification). */
  errorAction?: ReactNode;
  submitting: boolean;
  onSubmit: (values: Credentials) => void;
}

// Two fields checked on submit (then as they change): plain state, so the first screen carries no form library.
export function LoginForm({ usernameLabel, error, errorAction, submitting, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors | null>(null);
  const [capsLock, setCapsLock] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const trackCapsLock = (e: KeyboardEvent) => setCapsLock(e.getModifierState?.('CapsLock') ?? false);
  const change = (field: keyof Credentials) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (errors) setErrors(credentialErrors(next, usernameLabel));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = credentialErrors(values, usernameLabel);
    setErrors(found);
    if (!found.username && !found.password) onSubmit({ username: values.username.trim(), password: values.password });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <Stack spacing={2.5}>
        {error && (
          <Alert severity="error" role="alert" action={errorAction}>
            {error}
          </Alert>
        )}
        <OutlinedField
          name="username"
          label={usernameLabel}
          value={values.username}
          onChange={change('username')}
          required
          autoFocus
          autoComplete="username"
          error={!!errors?.username}
          helperText={errors?.username}
          onKeyDown={trackCapsLock}
          onKeyUp={trackCapsLock}
        />
        <OutlinedField
          name="password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          value={values.password}
          onChange={change('password')}
          required
          autoComplete="current-password"
          error={!!errors?.password}
          helperText={errors?.password}
          onKeyDown={trackCapsLock}
          onKeyUp={trackCapsLock}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((v) => !v)}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
        {capsLock && (
          <Alert severity="warning" icon={<KeyboardCapslock fontSize="inherit" />} sx={{ py: 0 }}>
            Caps Lock is On
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {submitting ? 'Signing In…' : 'Sign In'}
        </Button>
      </Stack>
    </Box>
  );
}
