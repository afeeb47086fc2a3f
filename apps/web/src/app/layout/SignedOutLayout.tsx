import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Outlet } from 'react-router';

/** Sign-in and the other signed-out pages: one centred card on a tinted background. */
export function SignedOutLayout() {
  return (
    <Box
      component="main"
      sx={(t) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: `radial-gradient(circle at 15% 10%, ${alpha(t.palette.primary.main, 0.22)}, transparent 55%),
          radial-gradient(circle at 85% 90%, ${alpha(t.palette.secondary.main, 0.12)}, transparent 50%),
          ${t.palette.background.default}`,
      })}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
