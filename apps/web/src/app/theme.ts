import { createTheme, type Theme as MuiTheme } from '@mui/material/styles';
import { CONTRAST_THRESHOLD, DEFAULT_THEME, THEME_MODES, type Theme } from '@storefront/domain';
import { MODE_BACKGROUNDS, modeColor, selectedEntryColors } from '../lib/theme/mode-palette';

/** Every MUI transition takes no time: dialogs, menus, drawers and accordions appear and go at once. */
const NO_MOTION = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

/**
 * Builds the MUI theme from the storefront theme (spec 3 Settings). With `reducedMotion` (the visitor's system asks for
 * less motion: `prefers-reduced-motion: reduce`) nothing slides, fades or ripples.
 */
export function createAppTheme(theme: Theme = DEFAULT_THEME, { reducedMotion = false } = {}): MuiTheme {
  const mode = theme.theme === THEME_MODES.Dark ? 'dark' : 'light';
  // MUI's status colours of the mode, the starting point of ours.
  const statusDefaults = createTheme({ palette: { mode } }).palette;
  const base = createTheme({
    palette: {
      mode,
      // Every palette colour is also text (text buttons, links, selected items, tags, helper texts) on the mode's pages,
      // papers and dialogs, and a fill under its contrast text: adjusted until both read, in either mode.
      primary: modeColor(theme.primaryColor, mode),
      secondary: modeColor(theme.secondaryColor, mode),
      error: modeColor(statusDefaults.error.main, mode),
      warning: modeColor(statusDefaults.warning.main, mode),
      info: modeColor(statusDefaults.info.main, mode),
      success: modeColor(statusDefaults.success.main, mode),
      contrastThreshold: CONTRAST_THRESHOLD,
      background: MODE_BACKGROUNDS[mode],
    },
    shape: { borderRadius: 10 },
    ...(reducedMotion ? { transitions: NO_MOTION } : {}),
    typography: {
      fontFamily: '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  return createTheme(base, {
    components: {
      // The user's primary colour stays on the bar in dark mode too (spec 3 Settings: the theme is theirs to choose).
      MuiAppBar: { defaultProps: { elevation: 0, enableColorOnDark: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A subtitle is emphasised text, not a heading: MUI renders it as an h6, which after the page's h1 breaks the
      // heading order (axe heading-order). A heading names its level with `component`.
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      // A visible focus ring on every button, link button, toggle, tab and list item reached by keyboard (the ripple alone is faint).
      MuiButtonBase: {
        // The focus ring below marks the keyboard's place; the ripple is motion only.
        defaultProps: { disableRipple: reducedMotion },
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${base.palette.primary.main}`, outlineOffset: 2 } },
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiPaper: { styleOverrides: { outlined: { borderColor: base.palette.divider } } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            '&.Mui-selected': { ...selectedEntryColors(base.palette), '& .MuiListItemIcon-root': { color: 'inherit' } },
          },
        },
      },
      MuiListSubheader: {
        styleOverrides: {
          root: { lineHeight: '32px', fontSize: 12, fontWeight: 700, letterSpacing: 0.6, textTransform: 'uppercase' },
        },
      },
    },
  });
}
