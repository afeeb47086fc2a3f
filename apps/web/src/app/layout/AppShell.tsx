import { lazy, Suspense, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { barHeight } from './bar-height';
import { Outlet, useLocation } from 'react-router';
import { useEditingOrder } from '../../lib/api/order-edit-state';
import { PATHS } from '../../lib/routes/route-paths';
import { RouteAllowedProvider } from '../routes/RouteAllowedProvider';
import { SkipLink } from './SkipLink';
import { SideMenu } from './SideMenu';
import { contentWidthIn, PAGE_MAX_WIDTH, PAGE_PADDING } from './content-width';
import { DrawnContentWidthContext, useDrawnViewport } from '../../lib/layout/drawn-layout';
import { TopBar } from './TopBar';
import { useDrawerMode } from './use-drawer-mode';

const MAIN_ID = 'main-content';

/** The screens that show the order being edited in full (issue 32); every other page shows the compact banner. */
const FULL_EDIT_BANNER: readonly string[] = [PATHS.cart, PATHS.checkout];
// Its code (MUI's Alert) downloads only in a tab that edits a placed order, not with every page's shell.
const OrderEditBanner = lazy(async () => ({
  default: (await import('../../components/orders/OrderEditBanner')).OrderEditBanner,
}));

/** Top bar, side menu and the page: the frame of every signed-in and guest page. */
export function AppShell() {
  const mode = useDrawerMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const editing = useEditingOrder();
  const drawnViewport = useDrawnViewport();

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink target={MAIN_ID} />
      <TopBar showMenuButton={mode === 'temporary'} onMenuClick={() => setDrawerOpen(true)} />
      {mode !== 'none' && <SideMenu mode={mode} open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Box sx={barHeight} />
        <Box sx={{ p: PAGE_PADDING, maxWidth: PAGE_MAX_WIDTH, mx: 'auto' }}>
          {editing && !FULL_EDIT_BANNER.includes(pathname) && (
            <Suspense fallback={null}>
              <OrderEditBanner compact />
            </Suspense>
          )}
          <DrawnContentWidthContext.Provider value={drawnViewport && contentWidthIn(drawnViewport.width, mode)}>
            <RouteAllowedProvider>
              <Outlet />
            </RouteAllowedProvider>
          </DrawnContentWidthContext.Provider>
        </Box>
      </Box>
    </Box>
  );
}
