/** Spec 1 §3 Theme and spec 3 Settings. */
export const THEME_MODES = { Light: 0, Dark: 1 } as const;
export type ThemeMode = (typeof THEME_MODES)[keyof typeof THEME_MODES];

export const DEFAULT_PRIMARY_COLOR = '#008080';
export const DEFAULT_SECONDARY_COLOR = '#f50057';
/** Readable text colours are chosen against this WCAG contrast ratio. */
export const CONTRAST_THRESHOLD = 4.5;

export interface Theme {
  theme: ThemeMode;
  primaryColor: string;
  secondaryColor: string;
  hasUserTheme: boolean;
}

export const DEFAULT_THEME: Theme = {
  theme: THEME_MODES.Light,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  hasUserTheme: false,
};

const HEX = /^#([0-9a-f]{6})$/i;
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}
