import { useState } from 'react';
import { Box, Button, IconButton, Typography, useMediaQuery } from '@mui/material';
import { barHeight } from './bar-height';
import { alpha, type Theme } from '@mui/material/styles';
import LoginIcon from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { isEntryUsable } from '@storefront/domain';
import { CartButton } from '../../features/cart/components/header/CartButton';
import { PATHS } from '../../lib/routes/route-paths';
import { useRouteHandle } from '../../lib/routes/use-route-handle';
import { useSession } from '../../lib/session/use-session';
import { Logo } from '../../components/Logo';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { SearchField } from './SearchField';

interface TopBarProps {
  showMenuButton: boolean;
  onMenuClick: () => void;
}

export function TopBar({ showMenuButton, onMenuClick }: TopBarProps) {
  const { userType, menu, status } = useSession();
  const title = useRouteHandle()?.title ?? '';
  // Spec 1 §9: the mobile breakpoint is 600 px; below it search collapses to an icon.
  const mobile = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const [searchOpen, setSearchOpen] = useState(false);
  const isPublic = userType === 'Public' || status !== 'ready';
  const canSearch = isEntryUsable(menu, 'ViewProducts');
  const showLogo = !mobile || isPublic || !title;

  return (
    // The app bar: fixed above the page and the docked menu, in the primary colour in both modes. mui-fixed: a modal
    // that locks the page's scroll pads it like the body, so nothing in it shifts.
    <Box
      component="header"
      className="mui-fixed"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (t) => t.zIndex.drawer + 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box
        sx={[barHeight, { display: 'flex', alignItems: 'center', gap: { xs: 0.75, sm: 2 }, px: { xs: 1.5, sm: 3 } }]}
      >
        {mobile && searchOpen ? (
          <SearchField autoFocus fullWidth onDismiss={() => setSearchOpen(false)} />
        ) : (
          <>
            {showMenuButton && (
              <IconButton edge="start" color="inherit" aria-label="Open menu" onClick={onMenuClick}>
                <MenuIcon />
              </IconButton>
            )}
            {/* On a phone a signed-in user has the menu, page title, search and cart to fit: the logo gives way. */}
            {showLogo && (
              <Box
                component={RouterLink}
                to={PATHS.home}
                sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'center', flexShrink: 0 }}
              >
                {/* Named by what it shows (the logo's alt text, or the site name while the logo loads) and where it
                    goes: 'Harbor Foodservice home' (WCAG 2.5.3 Label in Name; 'Home' alone left the shown name out). */}
                <Logo height={mobile ? 30 : 36} />
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  home
                </Box>
              </Box>
            )}
            {title && (
              <Typography
                variant="h6"
                component="h1"
                noWrap
                sx={{
                  fontSize: { xs: 16, sm: 20 },
                  pl: showLogo ? { xs: 0.75, sm: 2 } : 0,
                  borderLeft: showLogo ? 1 : 0,
                  borderColor: (t) => alpha(t.palette.primary.contrastText, 0.35),
                  minWidth: 0,
                  // Short of room (600 to 800 px), the search field gives up width first (SearchField's least width).
                  flexShrink: 0.3,
                }}
              >
                {title}
              </Typography>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {canSearch &&
              (mobile ? (
                <IconButton color="inherit" aria-label="Search products" onClick={() => setSearchOpen(true)}>
                  <SearchIcon />
                </IconButton>
              ) : (
                <SearchField />
              ))}
            {/* Cart slot: hides itself for Public users and when ViewCart is not usable. */}
            <CartButton compact={mobile} />
            {isPublic && (
              <Button
                component={RouterLink}
                to={PATHS.login}
                color="inherit"
                variant="outlined"
                size={mobile ? 'small' : 'medium'}
                startIcon={mobile ? undefined : <LoginIcon />}
                sx={{
                  borderColor: (t) => alpha(t.palette.primary.contrastText, 0.6),
                  flexShrink: 0,
                  whiteSpace: 'nowrap',
                }}
              >
                Log In
              </Button>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
