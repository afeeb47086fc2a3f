import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { barHeight } from './bar-height';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from './SkipLink';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useDrawerMode } from './use-drawer-mode';

const MAIN_ID = 'main-content';

/** Top bar, side menu and the page: the frame of every signed-in and guest page. */
export function AppShell() {
  const mode = useDrawerMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink target={MAIN_ID} />
      <TopBar showMenuButton={mode === 'temporary'} onMenuClick={() => setDrawerOpen(true)} />
      {mode !== 'none' && <SideMenu mode={mode} open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Box sx={barHeight} />
        <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1600, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
