import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import TimerOffOutlined from '@mui/icons-material/TimerOffOutlined';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/routes/route-paths';
import { PUNCHOUT_EXPIRED_REASON } from '../../../lib/session/session-machine';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { EXCHANGE_MESSAGES } from '../utils/punchout-entry';

const RETRYABLE: ReadonlySet<string> = new Set([EXCHANGE_MESSAGES.noResponse, EXCHANGE_MESSAGES.unavailable]);

/**
 * Spec 1 §4 / §8, spec 3 Punchout: the code exchange failed, or the punchout session ended. The buyer came from a
 * procurement system (often inside its frame) and has no storefront sign-in: the way on is a new punchout from there.
 */
export function PunchoutExpiredScreen() {
  const { punchoutDetail } = useSession();
  const { clearReason } = useSessionActions();
  const navigate = useNavigate();
  // No answer, or the server shed the call: the address still holds the code, so reloading tries it once more.
  const retryable = punchoutDetail !== null && RETRYABLE.has(punchoutDetail);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card variant="outlined" sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <TimerOffOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
          <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2 }}>
            {PUNCHOUT_EXPIRED_REASON}
          </Typography>
          {punchoutDetail && (
            <Alert severity="warning" sx={{ textAlign: 'left', mb: 2 }}>
              {punchoutDetail}
            </Alert>
          )}
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Return to your procurement system and open this catalogue again to start a new session.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            {retryable && (
              <Button variant="contained" onClick={() => window.location.reload()}>
                Try Again
              </Button>
            )}
            <Button
              variant="text"
              onClick={() => {
                clearReason();
                void navigate(PATHS.login);
              }}
            >
              Sign In
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
