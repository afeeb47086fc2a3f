import { useState, type KeyboardEvent } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import KeyboardCapslock from '@mui/icons-material/KeyboardCapslock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Credentials } from '../api/create-token';

interface LoginFormProps {
  /** Spec 3: 'Username / Email' when consumers may sign up, otherwise 'Username'. */
  usernameLabel: string;
  error: string | null;
  submitting: boolean;
  onSubmit: (values: Credentials) => void;
}

const schema = (usernameLabel: string) =>
  z.object({
    username: z.string().trim().min(1, `${usernameLabel} is required`),
    password: z.string().min(1, 'Password is required'),
  });

export function LoginForm({ usernameLabel, error, submitting, onSubmit }: LoginFormProps) {
  const [capsLock, setCapsLock] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, formState } = useForm<Credentials>({
    resolver: zodResolver(schema(usernameLabel)),
    defaultValues: { username: '', password: '' },
  });
  const trackCapsLock = (e: KeyboardEvent) => setCapsLock(e.getModifierState?.('CapsLock') ?? false);
  const { errors } = formState;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
      <Stack spacing={2.5}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          {...register('username')}
          label={usernameLabel}
          required
          fullWidth
          autoFocus
          autoComplete="username"
          error={!!errors.username}
          helperText={errors.username?.message}
          onKeyDown={trackCapsLock}
          onKeyUp={trackCapsLock}
        />
        <TextField
          {...register('password')}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          required
          fullWidth
          autoComplete="current-password"
          error={!!errors.password}
          helperText={errors.password?.message}
          onKeyDown={trackCapsLock}
          onKeyUp={trackCapsLock}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((v) => !v)} edge="end">
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
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
