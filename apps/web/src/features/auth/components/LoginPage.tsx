import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { useNotify } from '../../../components/notifications/use-notify';
import { PATHS } from '../../../lib/routes/route-paths';
import { useSiteSettings } from '../../../lib/site/api/get-site-settings';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { Logo } from '../../../components/Logo';
import { createToken, type Credentials } from '../api/create-token';
import { loginErrorMessage, reasonOutcome } from '../utils/login-messages';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { reason, status } = useSession();
  const { loginStarted, loginSucceeded, loginFailed, clearReason } = useSessionActions();
  const site = useSiteSettings();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const outcome = reasonOutcome(reason);
  const notified = useRef<string | null>(null);

  useEffect(() => {
    if ((outcome?.kind !== 'notify' && outcome?.kind !== 'signed-out') || notified.current === reason) return;
    notified.current = reason;
    notify(outcome.message, { variant: outcome.kind === 'notify' ? 'error' : 'default' });
    clearReason();
  }, [outcome, reason, notify, clearReason]);

  if (outcome?.kind === 'access-denied') return <Navigate to={PATHS.accessDenied} replace />;

  const submit = async (values: Credentials) => {
    setError(null);
    loginStarted();
    try {
      const token = await createToken(values);
      loginSucceeded(token.access_token);
    } catch (err) {
      loginFailed();
      setError(loginErrorMessage(err));
    }
  };

  const shownError = error ?? (outcome?.kind === 'sign-in-error' ? outcome.message : null);
  return (
    <Card sx={{ boxShadow: '0 12px 40px rgba(0,0,0,0.08)', overflow: 'hidden' }}>
      {/* The logo is drawn for the primary-coloured app bar, so the card carries the same band. */}
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          minHeight: 88,
          px: 3,
        }}
      >
        <Logo height={44} />
      </Box>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ textAlign: 'center', mb: 3 }}>
          Sign-In
        </Typography>
        <LoginForm
          usernameLabel={site.data?.allowConsumer ? 'Username / Email' : 'Username'}
          error={shownError}
          submitting={status === 'authorizing'}
          onSubmit={(values) => void submit(values)}
        />
      </CardContent>
    </Card>
  );
}
