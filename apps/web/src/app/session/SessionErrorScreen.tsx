import { useEffect } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { NETWORK_FAILURE } from '../../lib/api/api-client';
import { useHealth } from './api/get-health';
import { useSession, useSessionActions } from '../../lib/session/use-session';

const NO_RESPONSE = 'The server did not respond. Please refresh and try again.';

/** The session could not load the user, customer, menu or settings; nothing else can show until it does. */
export function SessionErrorScreen() {
  const { error, punchoutTab } = useSession();
  const { retry, logout } = useSessionActions();
  const unreachable = error === NETWORK_FAILURE;
  // While the server is unreachable, watch its health and resume by ourselves once it answers.
  const health = useHealth(unreachable);
  const healthy = health.data?.status === 'ok';
  useEffect(() => {
    if (unreachable && healthy) retry();
  }, [unreachable, healthy, retry]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <CloudOffOutlined sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
          <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2 }}>
            We could not load your session
          </Typography>
          <Alert severity="error" sx={{ textAlign: 'left', mb: 3 }}>
            {unreachable ? NO_RESPONSE : error}
          </Alert>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            {/* Spec 1 §6: a punchout session has no logout. */}
            {!punchoutTab && (
              <Button variant="outlined" onClick={() => logout(null)}>
                Log Out
              </Button>
            )}
            <Button variant="contained" onClick={retry} autoFocus>
              Try Again
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
