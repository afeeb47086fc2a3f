import { alpha, createTheme, type Theme as MuiTheme } from '@mui/material/styles';
import { CONTRAST_THRESHOLD, DEFAULT_THEME, THEME_MODES, type Theme } from '@storefront/domain';
import { readableOn } from '../lib/theme/readable-color';

/** Builds the MUI theme from the storefront theme (spec 3 Settings); the user theme arrives with the settings issue. */
export function createAppTheme(theme: Theme = DEFAULT_THEME): MuiTheme {
  const mode = theme.theme === THEME_MODES.Dark ? 'dark' : 'light';
  const background = mode === 'light' ? { default: '#f4f6f8', paper: '#ffffff' } : { default: '#121417', paper: '#1c1f23' };
  const base = createTheme({
    palette: {
      mode,
      // Brand colours are also text (text buttons, links, selected items) on the page background: adjusted until they read there.
      primary: { main: readableOn(theme.primaryColor, background.default, CONTRAST_THRESHOLD) },
      secondary: { main: readableOn(theme.secondaryColor, background.default, CONTRAST_THRESHOLD) },
      contrastThreshold: CONTRAST_THRESHOLD,
      background,
    },
    shape: { borderRadius: 10 },
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
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${base.palette.primary.main}`, outlineOffset: 2 } } },
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
            '&.Mui-selected': {
              backgroundColor: alpha(base.palette.primary.main, mode === 'light' ? 0.12 : 0.24),
              color: mode === 'light' ? base.palette.primary.dark : base.palette.primary.light,
              '& .MuiListItemIcon-root': { color: 'inherit' },
            },
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
