import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PATHS } from '../../../lib/routes/route-paths';
import { useVerifyEmail } from '../api/verify-email';
import { SignedOutCard } from './SignedOutCard';

const FAILED = 'Account verification failed. Please try again later.';

/** /verifyemail?t=: spec 3 e-mail verification, loading, failed or loaded. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const verify = useVerifyEmail(token);
  const state = token === '' || verify.isError ? 'failed' : verify.isSuccess ? 'loaded' : 'loading';
  return (
    <SignedOutCard title="Email Verification">
      {state === 'loading' ? (
        <Loading label="Verifying your account" delayMs={0} />
      ) : (
        <Stack spacing={3}>
          <Alert severity={state === 'loaded' ? 'success' : 'error'} role={state === 'loaded' ? 'status' : 'alert'}>
            {state === 'loaded' ? verify.data?.message : FAILED}
          </Alert>
          <Button component={RouterLink} to={PATHS.login} variant="contained" size="large" fullWidth>
            Sign In
          </Button>
        </Stack>
      )}
    </SignedOutCard>
  );
}
