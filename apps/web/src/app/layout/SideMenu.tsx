import { SIGNED_OUT_REASON } from '../../lib/session/signed-out';
import { Box } from '@mui/material';
import { barHeight } from './bar-height';
import { useLocation } from 'react-router';
import { useConfirmDiscard } from '../../components/unsaved/use-unsaved-guard';
import { useSession, useSessionActions } from '../../lib/session/use-session';
import { visibleSections, type MenuItem } from './menu-sections';
import { SideMenuList } from './SideMenuList';
import { SideMenuHeader } from './SideMenuHeader';
import type { DrawerMode } from './use-drawer-mode';
import { lazyDialog } from '../../components/lazy-dialog';

export const DRAWER_WIDTH = 264;

// Phones and punchout open the menu as a modal drawer: MUI's Drawer and Modal download on first open, not with every page.
const TemporaryMenuDrawer = lazyDialog(async () => (await import('./TemporaryMenuDrawer')).TemporaryMenuDrawer);

interface SideMenuProps {
  mode: Exclude<DrawerMode, 'none'>;
  open: boolean;
  onClose: () => void;
}

export function SideMenu({ mode, open, onClose }: SideMenuProps) {
  const { menu, userType, isPunchout, settings } = useSession();
  const { logout, unsetCustomer, unsetShipMethod } = useSessionActions();
  const confirmDiscard = useConfirmDiscard();
  const { pathname } = useLocation();
  const bothShipMethods = settings?.allowConsumerPickup === true && settings.allowConsumerDelivery;
  const sections = visibleSections({ menu, userType, isPunchout })
    .map((s) => ({ ...s, items: s.items.filter((item) => item.action !== 'switch-ship-method' || bothShipMethods) }))
    .filter((s) => s.items.length > 0);

  // Actions leave the view without navigating, so they ask about unsaved data themselves.
  const runAction = async (item: MenuItem) => {
    onClose();
    if (!(await confirmDiscard())) return;
    // No navigation here: the reason makes the gate send the user to /login (spec 1 §4: logout returns to sign-in with a reason).
    if (item.action === 'logout') logout(SIGNED_OUT_REASON);
    if (item.action === 'switch-customer') unsetCustomer();
    if (item.action === 'switch-ship-method') unsetShipMethod();
  };

  const content = (
    <Box component="nav" aria-label="Main menu" sx={{ overflowY: 'auto', pb: 2 }}>
      {/* The permanent drawer sits under the fixed app bar. */}
      {mode === 'permanent' && <Box sx={barHeight} />}
      <SideMenuHeader />
      <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
      <SideMenuList
        sections={sections}
        pathname={pathname}
        onNavigate={onClose}
        onAction={(item) => void runAction(item)}
      />
    </Box>
  );

  if (mode === 'permanent') {
    // Docked beside the page as MUI's permanent drawer is (a fixed paper with a divider), without the modal machinery.
    return (
      <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
        <Box
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            height: '100%',
            width: DRAWER_WIDTH,
            display: 'flex',
            flexDirection: 'column',
            overflowY: 'auto',
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
            zIndex: 'drawer',
          }}
        >
          {content}
        </Box>
      </Box>
    );
  }
  return (
    <TemporaryMenuDrawer open={open} onClose={onClose} width={DRAWER_WIDTH}>
      {content}
    </TemporaryMenuDrawer>
  );
}
