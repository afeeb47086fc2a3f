import { useEffect, useRef, useState } from 'react';
import { Button, Divider, Stack } from '@mui/material';
import { Navigate } from 'react-router';
import { useNotify } from '../../../components/notifications/use-notify';
import { PATHS } from '../../../lib/routes/route-paths';
import { useSiteSettings } from '../../../lib/site/api/get-site-settings';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { createToken, type Credentials } from '../api/create-token';
import { loginErrorMessage, offersResend, reasonOutcome } from '../utils/login-messages';
import { lazyDialog } from '../../../components/lazy-dialog';
import { usePasswordOptions } from '../../../lib/password/get-password-options';
import { LazyResendVerificationDialog } from './LazyResendVerificationDialog';
import { LoginForm } from './LoginForm';
import { SignedOutCard } from './SignedOutCard';

// The dialogs (and the human check's ALTCHA widget) download when first opened, not with the sign-in form.
const ForgotPasswordDialog = lazyDialog(async () => (await import('./ForgotPasswordDialog')).ForgotPasswordDialog);
const SignUpDialog = lazyDialog(async () => (await import('./SignUpDialog')).SignUpDialog);

/** Sign-up's password options load with the page, as when the dialog was mounted with it, so it opens with them. */
function PasswordOptionsLoader() {
  usePasswordOptions();
  return null;
}

export function LoginPage() {
  const { reason, status } = useSession();
  const { loginStarted, loginSucceeded, loginFailed, clearReason } = useSessionActions();
  const site = useSiteSettings();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'forgot' | 'signup' | 'resend' | null>(null);
  /** The username of the last attempt: the address a new activation link goes to. */
  const [attempted, setAttempted] = useState('');
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
    setAttempted(values.username);
    loginStarted();
    try {
      const token = await createToken(values);
      loginSucceeded(token.access_token);
    } catch (err) {
      loginFailed();
      setError(loginErrorMessage(err));
    }
  };

  const allowConsumer = site.data?.allowConsumer ?? false;
  const usernameLabel = allowConsumer ? 'Username / Email' : 'Username';
  const shownError = error ?? (outcome?.kind === 'sign-in-error' ? outcome.message : null);
  return (
    <SignedOutCard title="Sign-In">
      <LoginForm
        usernameLabel={usernameLabel}
        error={shownError}
        errorAction={
          offersResend(shownError) ? (
            <Button color="inherit" size="small" onClick={() => setDialog('resend')}>
              Resend
            </Button>
          ) : undefined
        }
        submitting={status === 'authorizing'}
        onSubmit={(values) => void submit(values)}
      />
      <Stack spacing={1.5} sx={{ mt: 2, alignItems: 'center' }}>
        <Button variant="text" onClick={() => setDialog('forgot')}>
          Forgot your password?
        </Button>
        {allowConsumer && (
          <>
            <Divider flexItem />
            <Button variant="outlined" fullWidth onClick={() => setDialog('signup')}>
              Create new account
            </Button>
          </>
        )}
      </Stack>
      <ForgotPasswordDialog open={dialog === 'forgot'} usernameLabel={usernameLabel} onClose={() => setDialog(null)} />
      {allowConsumer && <PasswordOptionsLoader />}
      {allowConsumer && <SignUpDialog open={dialog === 'signup'} onClose={() => setDialog(null)} />}
      <LazyResendVerificationDialog open={dialog === 'resend'} email={attempted} onClose={() => setDialog(null)} />
    </SignedOutCard>
  );
}
