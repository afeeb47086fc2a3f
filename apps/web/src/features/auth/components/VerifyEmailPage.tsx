import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PATHS } from '../../../lib/routes/route-paths';
import { useVerifyEmail } from '../api/verify-email';
import { LazyResendVerificationDialog } from './LazyResendVerificationDialog';
import { SignedOutCard } from './SignedOutCard';

const FAILED = 'Account verification failed. Please try again later.';

/** /verifyemail?t=: spec 3 e-mail verification, loading, failed or loaded; a failed link (expired, used) may ask for a new one. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const verify = useVerifyEmail(token);
  const [resending, setResending] = useState(false);
  const state = token === '' || verify.isError ? 'failed' : verify.isSuccess ? 'loaded' : 'loading';
  return (
    <SignedOutCard title="Email Verification">
      {state === 'loading' ? (
        <Loading label="Verifying your account" delayMs={0} />
      ) : (
        <Stack spacing={3}>
          {state === 'loaded' ? (
            <Alert severity="success" role="status">
              {verify.data?.message}
            </Alert>
          ) : (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => setResending(true)}>
                  Resend
                </Button>
              }
            >
              {FAILED}
            </Alert>
          )}
          <Button component={RouterLink} to={PATHS.login} variant="contained" size="large" fullWidth>
            Sign In
          </Button>
        </Stack>
      )}
      <LazyResendVerificationDialog open={resending} email="" onClose={() => setResending(false)} />
    </SignedOutCard>
  );
}
