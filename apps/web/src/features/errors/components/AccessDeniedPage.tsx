import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/routes/route-paths';
import { useSession, useSessionActions } from '../../../lib/session/use-session';

/** Spec 2 Access Denied. */
export function AccessDeniedPage() {
  const { token } = useSession();
  const { clearReason, logout } = useSessionActions();
  // Signed in, the link must really log out, or /login would send the user straight back.
  const logOut = () => (token ? logout(null) : clearReason());

  return (
    <Card sx={{ boxShadow: '0 12px 40px rgba(0,0,0,0.08)' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Box sx={{ color: 'error.main', mb: 1 }}>
          <BlockOutlined sx={{ fontSize: 56 }} aria-hidden />
        </Box>
        <Typography variant="h5" component="h1" gutterBottom>
          Access Denied
        </Typography>
        <Typography sx={{ mb: 2 }}>You do not have permission to access this page.</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          To continue, log out and log in with a different account.
        </Typography>
        <Link component={RouterLink} to={PATHS.login} onClick={logOut} sx={{ fontWeight: 600 }}>
          Logging Out
        </Link>
      </CardContent>
    </Card>
  );
}
