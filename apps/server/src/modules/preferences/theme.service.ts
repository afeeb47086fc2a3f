import type { ThemeAnswer, ThemeInput } from '@storefront/contract';
import { DEFAULT_THEME, isHexColor, THEME_MODES } from '@storefront/domain';
import type { Db } from '../../db/database';
import { readUserTheme, writeUserTheme } from './theme.repository';

/** The theme everyone has until they save their own (spec 3 §9: #008080 and #f50057, light). */
export function defaultTheme(): ThemeAnswer {
  return {
    theme: DEFAULT_THEME.theme,
    primaryColor: DEFAULT_THEME.primaryColor,
    secondaryColor: DEFAULT_THEME.secondaryColor,
    hasUserTheme: false,
  };
}

/** GET /api/theme: the user's own theme, else the default. */
export async function userTheme(db: Db, userId: number): Promise<ThemeAnswer> {
  const row = await readUserTheme(db, userId);
  if (row?.theme_mode == null || !isHexColor(row.primary_color ?? '') || !isHexColor(row.secondary_color ?? ''))
    return defaultTheme();
  return {
    theme: row.theme_mode === THEME_MODES.Dark ? THEME_MODES.Dark : THEME_MODES.Light,
    primaryColor: row.primary_color ?? DEFAULT_THEME.primaryColor,
    secondaryColor: row.secondary_color ?? DEFAULT_THEME.secondaryColor,
    hasUserTheme: true,
  };
}

/** POST /api/theme: saves the user's own theme. */
export async function saveUserTheme(db: Db, userId: number, input: ThemeInput): Promise<ThemeAnswer> {
  await writeUserTheme(db, userId, { mode: input.theme, primary: input.primaryColor, secondary: input.secondaryColor });
  return { ...input, hasUserTheme: true };
}

/** DELETE /api/theme: back to the default. */
export async function removeUserTheme(db: Db, userId: number): Promise<ThemeAnswer> {
  await writeUserTheme(db, userId, null);
  return defaultTheme();
}
