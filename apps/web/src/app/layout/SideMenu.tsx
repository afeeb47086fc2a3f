import { SIGNED_OUT_REASON } from '../../features/auth/utils/login-messages';
import { Box, Divider, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Toolbar } from '@mui/material';
import { NavLink, useLocation } from 'react-router';
import { useConfirmDiscard } from '../../components/unsaved/use-unsaved-guard';
import { useSession, useSessionActions } from '../../lib/session/use-session';
import { isItemActive, visibleSections, type MenuItem } from './menu-sections';
import { SideMenuHeader } from './SideMenuHeader';
import type { DrawerMode } from './use-drawer-mode';

export const DRAWER_WIDTH = 264;

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
      {mode === 'permanent' && <Toolbar />}
      <SideMenuHeader />
      <Divider />
      {sections.map((section) => (
        <List
          key={section.title}
          dense
          subheader={<ListSubheader sx={{ bgcolor: 'transparent', position: 'static' }}>{section.title}</ListSubheader>}
          sx={{ px: 1, pt: 1 }}
        >
          {section.items.map((item) => {
            const Icon = item.icon;
            const body = (
              <>
                <ListItemIcon sx={{ minWidth: 38 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={item.label} />
              </>
            );
            // A list holds list items only: each link or button sits in its own li.
            return (
              <ListItem key={item.label} disablePadding>
                {item.to ? (
                  <ListItemButton component={NavLink} to={item.to} end selected={isItemActive(item, pathname)} onClick={onClose}>
                    {body}
                  </ListItemButton>
                ) : (
                  <ListItemButton onClick={() => void runAction(item)}>{body}</ListItemButton>
                )}
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );

  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' as const };
  if (mode === 'permanent') {
    return (
      <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // The open drawer is a modal dialog, and a dialog needs a name.
      slotProps={{ paper: { 'aria-label': 'Main menu' } }}
      // The app bar is raised above drawers for the permanent layout; a modal drawer must cover it.
      sx={{ zIndex: (t) => t.zIndex.drawer + 2, '& .MuiDrawer-paper': { ...paper, maxWidth: '85vw' } }}
    >
      {content}
    </Drawer>
  );
}
