import { SIGNED_OUT_REASON } from '../../lib/session/signed-out';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Outlet } from 'react-router';
import { useRouteHandle } from '../../lib/routes/use-route-handle';
import { useSession, useSessionActions } from '../../lib/session/use-session';
import { Logo } from '../../components/Logo';

/** The frame of the selection steps: no menu yet, but always a way out. */
export function MinimalLayout() {
  const title = useRouteHandle()?.title ?? '';
  const { user } = useSession();
  const { logout } = useSessionActions();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 2 }}>
          <Logo height={32} />
          <Box sx={{ flexGrow: 1 }} />
          {user && (
            <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.9 }}>
              {user.name}
            </Typography>
          )}
          <Button color="inherit" startIcon={<LogoutOutlined />} onClick={() => logout(SIGNED_OUT_REASON)}>
            Log Out
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, flexGrow: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Outlet />
      </Container>
    </Box>
  );
}
