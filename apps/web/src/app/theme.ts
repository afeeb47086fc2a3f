import { alpha, createTheme, type Theme as MuiTheme } from '@mui/material/styles';
import { CONTRAST_THRESHOLD, DEFAULT_THEME, THEME_MODES, type Theme } from '@storefront/domain';

/** Builds the MUI theme from the storefront theme (spec 3 Settings); the user theme arrives with the settings issue. */
export function createAppTheme(theme: Theme = DEFAULT_THEME): MuiTheme {
  const mode = theme.theme === THEME_MODES.Dark ? 'dark' : 'light';
  const base = createTheme({
    palette: {
      mode,
      primary: { main: theme.primaryColor },
      secondary: { main: theme.secondaryColor },
      contrastThreshold: CONTRAST_THRESHOLD,
      background: mode === 'light' ? { default: '#f4f6f8', paper: '#ffffff' } : { default: '#121417', paper: '#1c1f23' },
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
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { defaultProps: { disableElevation: true } },
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
