import { createContext, useContext } from 'react';
import { DEFAULT_THEME, isHexColor, THEME_MODES, type Theme } from '@storefront/domain';

/** Spec 3 §9: local storage keeps the theme, so the next visit opens in it before anyone signs in. */
const THEME_KEY = 'theme';

/** A stored theme: the default for what is missing or not one (a field at a time, so `{"theme":1}` is the default colours in dark). */
export function parseTheme(stored: string | null): Theme {
  try {
    const raw = JSON.parse(stored ?? 'null') as Partial<Theme> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_THEME;
    const color = (value: unknown, fallback: string) =>
      typeof value === 'string' && isHexColor(value) ? value : fallback;
    return {
      theme: raw.theme === THEME_MODES.Dark ? THEME_MODES.Dark : THEME_MODES.Light,
      primaryColor: color(raw.primaryColor, DEFAULT_THEME.primaryColor),
      secondaryColor: color(raw.secondaryColor, DEFAULT_THEME.secondaryColor),
      hasUserTheme: raw.hasUserTheme === true,
    };
  } catch {
    return DEFAULT_THEME;
  }
}

/** The stored theme, or the default when there is none or it is not one. */
export function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

/**
 * Calls `listener` with the theme another tab of the app stored (it applied it, and saved it first when it was the
 * user's choice): every open tab shows the theme in force. Returns the unsubscribe.
 */
export function onStoredThemeChange(listener: (theme: Theme) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY) listener(parseTheme(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
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
