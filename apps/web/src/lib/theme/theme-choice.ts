import { createContext, useContext } from 'react';
import { DEFAULT_THEME, isHexColor, THEME_MODES, type Theme } from '@storefront/domain';

/** Spec 3 §9: local storage keeps the theme, so the next visit opens in it before anyone signs in. */
const THEME_KEY = 'theme';

/** The stored theme, or the default when there is none or it is not one. */
export function readStoredTheme(): Theme {
  try {
    const raw = JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null') as Partial<Theme> | null;
    if (!raw || !isHexColor(raw.primaryColor ?? '') || !isHexColor(raw.secondaryColor ?? '')) return DEFAULT_THEME;
    return {
      theme: raw.theme === THEME_MODES.Dark ? THEME_MODES.Dark : THEME_MODES.Light,
      primaryColor: raw.primaryColor ?? DEFAULT_THEME.primaryColor,
      secondaryColor: raw.secondaryColor ?? DEFAULT_THEME.secondaryColor,
      hasUserTheme: raw.hasUserTheme === true,
    };
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, JSON.stringify(theme));
  } catch {
    // Storage blocked or full: the theme still applies in this tab.
  }
}

export interface ThemeChoice {
  theme: Theme;
  /** Shows the app in `theme` at once and keeps it for the next visit. */
  apply: (theme: Theme) => void;
}

export const ThemeChoiceContext = createContext<ThemeChoice | null>(null);

export function useThemeChoice(): ThemeChoice {
  const choice = useContext(ThemeChoiceContext);
  if (!choice) throw new Error('useThemeChoice must be used inside <AppProviders>');
  return choice;
}
